/** SPEC 9: the academy awards three scholarships (certification and tuition waiver pages). */
export const SCHOLARSHIPS = 3;
