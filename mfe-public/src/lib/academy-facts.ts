/**
 * The academy awards three scholarships, on the certification and tuition waiver pages
 * (docs/product/constants.md#certificate-and-scholarships).
 */
export const SCHOLARSHIPS = 3;
