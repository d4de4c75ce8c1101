// Nx runs offline here: no cloud, no daemon, no TUI (TECH-NOTES "Nx offline").
export const nxEnv = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? 'false',
};
