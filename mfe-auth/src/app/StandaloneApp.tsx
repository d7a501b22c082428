import { setNavigate } from '@academy/shared';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { StandaloneFrame } from './StandaloneFrame';
import { standaloneRoutes } from './routes';

function NavigateRegistration() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/** This remote alone: its screens inside a minimal frame with the shell's providers. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <NavigateRegistration />
      <Suspense fallback={null}>
        <Routes>
          <Route element={<StandaloneFrame routes={standaloneRoutes} />}>
            {standaloneRoutes.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<StandaloneFrame.NotHere />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
