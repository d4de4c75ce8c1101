// Placeholder entry; replaced by the remote's screens.
export default function App() {
  return <div data-remote="template-designer" />;
}
