/**
 * A remote that cannot be loaded shows the 'could not be loaded' card; 'Try again' fetches the manifest again,
 * re-registers the remote (the federation runtime caches failures) and shows it once it loads.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_MANIFEST_PATH } from '@resume/contracts';
import { RemoteBoundary } from './RemoteBoundary';
import { resetRemote } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const manifest = () =>
  new Response(
    JSON.stringify({
      remotes: {
        editor: '/remotes/editor/mf-manifest.json',
        'share-manager': '/remotes/share-manager/mf-manifest.json',
      },
    }),
    {
      status: 200,
    },
  );
const CARD_TITLE = 'This part of the app could not be loaded';

beforeEach(() => {
  fetchMock.mockReset();
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  // The loader keeps the manifest and the registrations for the page's life; each test starts from none.
  for (const name of ['editor', 'share-manager', 'template-designer']) resetRemote(name);
  jest.restoreAllMocks();
});

function EditorApp() {
  return <p>The editor</p>;
}

describe('remote loader retry', () => {
  it('a remote that fails to load shows the card; Try again re-registers it and shows it', async () => {
    fetchMock.mockImplementation(async () => manifest());
    loadRemoteMock.mockRejectedValueOnce(new Error('ChunkLoadError: editor is down'));
    render(<RemoteBoundary name="editor" />);
    expect(await screen.findByText(CARD_TITLE)).toBeTruthy();
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [{ name: 'editor', entry: 'http://localhost/remotes/editor/mf-manifest.json' }],
      { force: false },
    );

    loadRemoteMock.mockResolvedValueOnce({ default: EditorApp });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The editor')).toBeTruthy();
    expect(screen.queryByText(CARD_TITLE)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(REMOTES_MANIFEST_PATH, expect.objectContaining({ cache: 'no-store' }));
    expect(registerRemotesMock).toHaveBeenLastCalledWith(
      [{ name: 'editor', entry: 'http://localhost/remotes/editor/mf-manifest.json' }],
      { force: true },
    );
    expect(loadRemoteMock).toHaveBeenLastCalledWith('editor/App');
  });

  it('a manifest that cannot be fetched shows the card; Try again fetches it again', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    render(<RemoteBoundary name="editor" />);
    expect(await screen.findByText(CARD_TITLE)).toBeTruthy();
    expect(loadRemoteMock).not.toHaveBeenCalled();

    fetchMock.mockImplementation(async () => manifest());
    loadRemoteMock.mockResolvedValue(EditorApp);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The editor')).toBeTruthy();
  });

  it('a remote the manifest does not list shows the card without trying to load it', async () => {
    fetchMock.mockImplementation(async () => manifest());
    render(<RemoteBoundary name="template-designer" />);
    expect(await screen.findByText(CARD_TITLE)).toBeTruthy();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
