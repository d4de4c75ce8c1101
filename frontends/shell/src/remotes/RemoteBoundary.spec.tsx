/**
 * A remote that cannot be loaded shows the 'could not be loaded' card; 'Try again' fetches the manifest again,
 * re-registers the remote (the federation runtime caches failures) and shows it once it loads. A remote built
 * against a platform contract that does not fit the shell shows 'This screen needs an update' and is never loaded.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { API_CONTRACT_VERSION, CONTRACTS_VERSION, REMOTES_MANIFEST_PATH } from '@resume/contracts';
import { RemoteBoundary } from './RemoteBoundary';
import { resetRemote } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const EDITOR_MANIFEST = 'http://localhost/remotes/editor/mf-manifest.json';
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
/** The deployment's /remotes.json, and each remote's mf-manifest.json stating the contract it was built against. */
/** `null`: the editor's manifest states no contract version; `contracts`: the contracts version it states, if any. */
function deployment(editorContract: string | null = API_CONTRACT_VERSION, contracts?: string) {
  return async (url: Parameters<typeof fetch>[0]) => {
    if (url === REMOTES_MANIFEST_PATH) {
      return json({
        remotes: {
          editor: '/remotes/editor/mf-manifest.json',
          'share-manager': '/remotes/share-manager/mf-manifest.json',
        },
      });
    }
    if (url === EDITOR_MANIFEST) {
      const metaData = {
        ...(editorContract ? { apiContractVersion: editorContract } : {}),
        ...(contracts ? { contractsVersion: contracts } : {}),
      };
      return json({ id: 'editor', metaData });
    }
    return new Response('', { status: 404 });
  };
}
const remotesManifestFetches = () => fetchMock.mock.calls.filter(([url]) => url === REMOTES_MANIFEST_PATH);
const CARD_TITLE = 'This part of the app could not be loaded';
const UPDATE_TITLE = 'This screen needs an update';

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
    fetchMock.mockImplementation(deployment());
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
    expect(remotesManifestFetches()).toHaveLength(2);
    expect(remotesManifestFetches()[1]).toEqual([
      REMOTES_MANIFEST_PATH,
      expect.objectContaining({ cache: 'no-store' }),
    ]);
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

    fetchMock.mockImplementation(deployment());
    loadRemoteMock.mockResolvedValue(EditorApp);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The editor')).toBeTruthy();
  });

  it('a remote the manifest does not list shows the card without trying to load it', async () => {
    fetchMock.mockImplementation(deployment());
    render(<RemoteBoundary name="template-designer" />);
    expect(await screen.findByText(CARD_TITLE)).toBeTruthy();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});

describe('remote contract version', () => {
  it('a remote built against the same contract is shown', async () => {
    fetchMock.mockImplementation(deployment(API_CONTRACT_VERSION));
    loadRemoteMock.mockResolvedValue({ default: EditorApp });
    render(<RemoteBoundary name="editor" />);
    expect(await screen.findByText('The editor')).toBeTruthy();
  });

  it.each([
    ['another major', '0.4.0'],
    ['a newer minor than the shell provides', '1.99.0'],
    ['no stated version (built before contracts were declared)', null],
  ])('a remote built against %s shows the update card and is never loaded', async (_case, version) => {
    fetchMock.mockImplementation(deployment(version));
    render(<RemoteBoundary name="editor" />);
    const card = await screen.findByTestId('remote-update-needed');
    expect(card.textContent).toContain(UPDATE_TITLE);
    expect(card.textContent).toContain('Reload the page to get the latest version.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText(CARD_TITLE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  const [major, minor] = CONTRACTS_VERSION.split('.').map(Number);

  it.each([
    ['the same contracts', CONTRACTS_VERSION],
    ['a newer minor of the contracts', `${major}.${minor + 1}.0`],
  ])('a remote that bundled %s is shown', async (_case, contracts) => {
    fetchMock.mockImplementation(deployment(API_CONTRACT_VERSION, contracts));
    loadRemoteMock.mockResolvedValue({ default: EditorApp });
    render(<RemoteBoundary name="editor" />);
    expect(await screen.findByText('The editor')).toBeTruthy();
  });

  it.each([
    ['an older major', `${major - 1}.9.0`],
    ['a newer major', `${major + 1}.0.0`],
  ])('a remote that bundled contracts of %s shows the update card and is never loaded', async (_case, contracts) => {
    fetchMock.mockImplementation(deployment(API_CONTRACT_VERSION, contracts));
    render(<RemoteBoundary name="editor" />);
    const card = await screen.findByTestId('remote-update-needed');
    expect(card.textContent).toContain(UPDATE_TITLE);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('a remote whose manifest cannot be read shows the retry card, not the update card', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === EDITOR_MANIFEST ? new Response('', { status: 502 }) : deployment()(url),
    );
    render(<RemoteBoundary name="editor" />);
    expect(await screen.findByText(CARD_TITLE)).toBeTruthy();
    expect(screen.queryByText(UPDATE_TITLE)).toBeNull();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
