import type { Dictionary } from '../dictionary.js'

// Korean (polite -하세요 style, as Korean wallet apps write). Product and protocol names (WalletConnect,
// Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': '네트워크를 찾을 수 없음',
  'Network not found': '네트워크를 찾을 수 없습니다',
  'Invalid App Configuration': '잘못된 앱 구성',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    '허용 목록에 없는 오리진입니다. 대시보드에서 이 오리진을 프로젝트에 추가하세요.',
  'Network Error': '네트워크 오류',
  'Failed to load the embedded wallet.': '내장 지갑을 불러오지 못했습니다.',
  'Embedded Wallet Request Timed Out': '내장 지갑 요청 시간 초과',
  'The embedded wallet did not answer in time.': '내장 지갑이 제때 응답하지 않았습니다.',
  'Session Expired': '세션 만료',
  'Your session expired: connect again.': '세션이 만료되었습니다. 다시 연결하세요.',
  'Invalid Project ID': '잘못된 프로젝트 ID',
  'The project id was refused: check it on the dashboard.':
    '프로젝트 ID가 거부되었습니다. 대시보드에서 확인하세요.',
  'Project ID Not Configured': '프로젝트 ID가 설정되지 않음',
  'No project id is set: remote features are off (basic mode).':
    '프로젝트 ID가 설정되지 않았습니다. 원격 기능이 꺼져 있습니다(기본 모드).',
  'No Allowed Origins': '허용된 오리진 없음',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    '이 프로젝트의 허용된 오리진을 읽을 수 없습니다. 이 사이트의 오리진을 프로젝트에 추가하세요. 여기서는 이메일 로그인과 소셜 로그인이 작동하지 않을 수 있습니다.',
  'Server Error': '서버 오류',
  'The server answered with an error.': '서버가 오류로 응답했습니다.',
  'Rate Limited': '요청 한도 초과',
  'Too many requests: try again later.': '요청이 너무 많습니다. 나중에 다시 시도하세요.',
  'iframe load failed': 'iframe 로드 실패',
  'The login frame did not load.': '로그인 프레임을 불러오지 못했습니다.',
  'iframe request timeout': 'iframe 요청 시간 초과',
  'The login frame did not answer in time.': '로그인 프레임이 제때 응답하지 않았습니다.',
  'unverified domain': '확인되지 않은 도메인',
  'This domain is not verified.': '이 도메인은 확인되지 않았습니다.',
  'Multi-Wallet Not Enabled': '멀티 지갑이 활성화되지 않음',
  'This site connects one wallet at a time.': '이 사이트는 한 번에 하나의 지갑만 연결합니다.',
  'Local configuration ignored': '로컬 구성이 무시됨',
  'Remote configuration loaded: local feature settings are ignored.':
    '원격 구성을 불러왔습니다. 로컬 기능 설정은 무시됩니다.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    '원격 구성을 불러왔으므로 {features}의 로컬 구성이 무시되었습니다. 이 기능들은 프로젝트 대시보드에서 관리하세요.',
  'This payment request is not valid: {reason}': '이 결제 요청은 유효하지 않습니다: {reason}',
  'Session not yet valid': '세션이 아직 유효하지 않음',
  "The device clock is behind: check the device's date and time.":
    '기기 시계가 느립니다. 기기의 날짜와 시간을 확인하세요.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    '승인 대상이 {symbol} 컨트랙트 {token}이(가) 아니라 {to}입니다',
  "the approval sends {wei} wei of the network's coin": '승인이 네트워크 코인 {wei} wei를 보냅니다',
  'the approval is not an approval of exactly {amount}': '승인이 정확히 {amount}에 대한 승인이 아닙니다',
  "the approval lets {spender} spend, not the network's swap router {router}":
    '승인이 네트워크의 스왑 라우터 {router}가 아니라 {spender}에게 사용을 허용합니다',
  'the swap is sent from {from}, not from {account}': '스왑이 {account}이(가) 아니라 {from}에서 전송됩니다',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    '스왑이 네트워크 코인 {expected}이(가) 아니라 {wei} wei를 보냅니다',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    '스왑 대상이 승인으로 사용이 허용된 {spender}이(가) 아니라 {to}입니다',
  "the swap goes to {to}, not to the network's swap router {router}":
    '스왑 대상이 네트워크의 스왑 라우터 {router}가 아니라 {to}입니다',
  'the swap is not one of the router’s swaps of an exact amount':
    '스왑이 정확한 수량을 지정하는 라우터 스왑이 아닙니다',
  'the swap ({function}) does not pay {from} for {to}':
    '스왑({function})이 {to}에 대해 {from}을(를) 지불하지 않습니다',
  'the swap pays {amount}, not the amount shown': '스왑이 표시된 수량이 아니라 {amount}을(를) 지불합니다',
  "the swap's path starts at {address}, not at {symbol}":
    '스왑 경로가 {symbol}이(가) 아니라 {address}에서 시작합니다',
  "the swap's path ends at {address}, not at {symbol}":
    '스왑 경로가 {symbol}이(가) 아니라 {address}에서 끝납니다',
  'the swap pays what it gives to {to}, not to {account}':
    '스왑으로 받는 금액이 {account}이(가) 아니라 {to}에게 지급됩니다',
  'the swap’s deadline has passed': '스왑 기한이 지났습니다',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'HTTP 상태 코드: {status}',
  'Please try again after {seconds} seconds': '{seconds}초 후에 다시 시도하세요',
  'Error registering name {name}': '이름 {name}을(를) 등록하는 중 오류가 발생했습니다',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin은 이렇게 작은 결제를 전달하지 않습니다. 최소 {minimum}을(를) 보내세요',
  'The transfer failed on the network ({error}); its fee was paid':
    '네트워크에서 전송이 실패했습니다({error}). 수수료는 지불되었습니다',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': '스왑할 토큰을 불러오지 못했습니다: {reason}',
  'Could not get a quote for {from} → {to}: {reason}': '{from} → {to} 견적을 가져오지 못했습니다: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    '{from} → {to} 견적이 없습니다: 스왑 서비스에 경로가 없습니다',
  'Could not read your {symbol} balance from the chain': '체인에서 {symbol} 잔액을 읽지 못했습니다',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    '네트워크 수수료를 추정할 수 없어 최대로 수수료를 남길 수 없습니다: 수수료를 남기고 금액을 입력하세요',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    '거래소가 사용할 수 있는 {symbol} 양을 읽지 못했습니다: {reason}',
  'You rejected the approval of {symbol} in your wallet': '지갑에서 {symbol} 승인을 거부했습니다',
  'The approval of {symbol} failed: {reason}': '{symbol} 승인이 실패했습니다: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    '{symbol} 승인을 보냈지만 제시간에 확인되지 않았습니다',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    '체인에서 {symbol} 승인이 실패했습니다(되돌려짐): 스왑은 전송되지 않았습니다. 네트워크 수수료는 지불되었습니다.',
  'Could not build the swap: {reason}': '스왑을 만들지 못했습니다: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    '스왑 서비스가 표시된 스왑과 다른 트랜잭션을 만들어 전송하지 않았습니다: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    '가격이 변동했습니다: 스왑으로 받는 양이 {minimum}(표시된 최소 금액, 슬리피지 {slippage} %)보다 적습니다. 새 견적을 확인하세요.',
  'The swap failed: {reason}': '스왑이 실패했습니다: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    '지갑에서 {symbol} 승인과 스왑을 거부했습니다',
  'The approval of {symbol} and the swap failed: {reason}': '{symbol} 승인과 스왑이 실패했습니다: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    '{symbol} 승인과 스왑이 실패했습니다: {reason}. 승인되거나 스왑된 것은 없습니다.',
  'the swap service did not answer': '스왑 서비스가 응답하지 않았습니다',
  'the wallet could not send it': '지갑이 보내지 못했습니다',
  'the wallet could not send them': '지갑이 함께 보내지 못했습니다',
  'the chain does not show it': '체인에 표시되지 않습니다',
  'You hold no {symbol}': '보유한 {symbol}이(가) 없습니다',

  // The modal's frame
  Back: '뒤로',
  Close: '닫기',
  'This step must be completed before closing': '닫기 전에 이 단계를 완료해야 합니다',

  // View titles (the header), one per view
  'Connect wallet': '지갑 연결',
  Account: '계정',
  'All wallets': '모든 지갑',
  WalletConnect: 'WalletConnect',
  'Unsupported network': '지원되지 않는 네트워크',
  'Choose network': '네트워크 선택',
  'Get a wallet': '지갑 만들기',
  'Switch network': '네트워크 전환',
  'Switch chain': '체인 전환',
  'Choose a name': '이름 선택',
  'Name registered': '이름 등록 완료',
  'Email login': '이메일 로그인',
  'Update email': '이메일 변경',
  'Social login': '소셜 로그인',
  Farcaster: 'Farcaster',
  Wallets: '지갑',
  'Buy crypto': '암호화폐 구매',
  Receive: '받기',
  Send: '보내기',
  'Sign in': '로그인',
  Swap: '스왑',
  Pay: '결제',
  'Approve transaction': '트랜잭션 승인',

  // Shared
  'Try again': '다시 시도',
  Cancel: '취소',
  'Loading…': '불러오는 중…',
  Copied: '복사됨',
  "Couldn't copy": '복사하지 못했습니다',
  'Copy address': '주소 복사',
  'Copy link': '링크 복사',

  // The page's buttons
  'Connecting…': '연결 중…',
  'Select network': '네트워크 선택',

  // Connect
  'Loading sign-in options…': '로그인 방법을 불러오는 중…',
  'New to wallets?': '지갑이 처음이신가요?',
  'Get one': '지갑 만들기',
  Recent: '최근',
  Installed: '설치됨',
  Featured: '추천',
  'More wallets': '더 많은 지갑',
  External: '외부',
  Recommended: '권장',
  'Continue with email': '이메일로 계속하기',
  'Continue with a social account': '소셜 계정으로 계속하기',
  'Continue with {provider}': '{provider}(으)로 계속하기',

  // All wallets
  'Search wallets': '지갑 검색',
  Search: '검색',
  'Certified only': '인증된 지갑만',
  Certified: '인증됨',
  'Loading wallets': '지갑을 불러오는 중',
  'Loading more wallets': '지갑을 더 불러오는 중',
  'No wallet found': '지갑을 찾을 수 없습니다',
  'Nothing matches “{query}”.': '“{query}”와(과) 일치하는 결과가 없습니다.',
  'Nothing matches “{query}” among certified wallets.':
    '인증된 지갑 중 “{query}”와(과) 일치하는 결과가 없습니다.',
  'The directory has no wallets.': '디렉터리에 지갑이 없습니다.',
  'The directory has no wallets among certified wallets.': '디렉터리에 인증된 지갑이 없습니다.',
  'one: {count} wallet|other: {count} wallets': 'other: 지갑 {count}개',
  'Wallet directory not configured': '지갑 디렉터리가 설정되지 않았습니다',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    '모든 지갑을 둘러보고 검색하려면 지갑 디렉터리가 필요합니다. 프로젝트 ID와 API URL을 설정하세요.',

  // Account
  'Approve the request in your wallet.': '지갑에서 요청을 승인하세요.',
  'Network:': '네트워크:',
  'Email:': '이메일:',
  Update: '변경',
  'Smart account': '스마트 계정',
  'Switch to smart account': '스마트 계정으로 전환',
  'Switching to your smart account…': '스마트 계정으로 전환하는 중…',
  Wallet: '지갑',
  'Wallets:': '지갑:',
  'View on explorer': '익스플로러에서 보기',
  Disconnect: '연결 해제',
  Accounts: '계정',
  Payment: '결제',
  Ordinals: 'Ordinals',
  'Copy payment address': '결제 주소 복사',
  'Copy ordinals address': 'Ordinals 주소 복사',
  'Other addresses': '다른 주소',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': '연결되지 않은 네트워크',
  'Switch to {network}': '{network}(으)로 전환',
  'Loading balance…': '잔액을 불러오는 중…',
  'Balance unavailable': '잔액을 확인할 수 없습니다',
  Tokens: '토큰',
  Total: '합계',
  Unknown: '알 수 없음',
  'Loading tokens…': '토큰을 불러오는 중…',
  'Token balances are unavailable.': '토큰 잔액을 확인할 수 없습니다.',
  'No tokens on this network yet.': '이 네트워크에는 아직 토큰이 없습니다.',
  NFTs: 'NFT',
  'Loading NFTs…': 'NFT를 불러오는 중…',
  'NFTs are unavailable.': 'NFT를 확인할 수 없습니다.',
  'No NFTs on this network yet.': '이 네트워크에는 아직 NFT가 없습니다.',
  Activity: '활동',
  'Loading activity…': '활동을 불러오는 중…',
  'No activity on this network yet.': '이 네트워크에는 아직 활동이 없습니다.',
  'Show more': '더 보기',
  Failed: '실패',
  Pending: '대기 중',

  // Networks, switching, connecting
  Networks: '네트워크',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    '지갑이 이 앱에서 지원하지 않는 네트워크에 있습니다. 아래에서 네트워크를 선택하세요.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    '이 앱은 현재 네트워크를 지원하지 않습니다. 계속하려면 사용 가능한 네트워크로 전환하세요.',
  'the network': '네트워크',
  'Approve in wallet': '지갑에서 승인',
  'Switch to {network} in {wallet}': '{wallet}에서 {network}(으)로 전환하세요',
  'Switched to {network}': '{network}(으)로 전환됨',
  'your wallet': '지갑',
  'Connected to {wallet}': '{wallet}에 연결됨',
  'Continue in {wallet}': '{wallet}에서 계속하기',
  'Accept the connection request in your wallet.': '지갑에서 연결 요청을 수락하세요.',
  '{namespace} wallet needed': '{namespace} 지갑이 필요합니다',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    '{network}을(를) 사용하려면 {namespace} 네트워크를 지원하는 지갑을 연결하세요.',
  'Your current wallet is on {namespace}.': '현재 지갑은 {namespace}에 있습니다.',

  // Connecting over WalletConnect
  wallet: '지갑',
  'Approved in {wallet}': '{wallet}에서 승인됨',
  'Scan with {wallet}': '{wallet}(으)로 스캔',
  'Scan with your phone': '휴대폰으로 스캔',
  'Reconnecting to WalletConnect…': 'WalletConnect에 다시 연결하는 중…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet}은(는) 자체 브라우저에서 이 사이트를 열고 그곳에서 바로 연결합니다.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    '지갑이 자체 브라우저에서 이 사이트를 열고 그곳에서 바로 연결합니다.',
  'Open in {wallet}': '{wallet}에서 열기',
  'Open {wallet}': '{wallet} 열기',
  'Preparing the link…': '링크를 준비하는 중…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'WalletConnect 릴레이가 페어링 코드를 만들기를 기다리는 중…',
  'Approve the connection in your wallet, then come back here.':
    '지갑에서 연결을 승인한 후 이곳으로 돌아오세요.',
  'Get a new link': '새 링크 받기',
  'Wallet not opening? Copy the link': '지갑이 열리지 않나요? 링크 복사',
  'Copy the link into your wallet': '링크를 복사해 지갑에 붙여 넣으세요',
  'QR code to connect {wallet}': '{wallet} 연결용 QR 코드',
  'QR code to connect your wallet': '지갑 연결용 QR 코드',
  "Scan it with your phone's camera or your wallet's scanner.": '휴대폰 카메라나 지갑의 스캐너로 스캔하세요.',
  "Can't scan? Copy the link": '스캔할 수 없나요? 링크 복사',
  'Get a new QR code': '새 QR 코드 받기',

  // Get a wallet, toasts, alerts
  'Browse all wallets': '모든 지갑 둘러보기',
  'No wallet to suggest': '추천할 지갑이 없습니다',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    '지갑 디렉터리에 지갑을 받을 수 있는 곳이 나와 있지 않습니다. 휴대폰의 앱 스토어에서 지갑 앱을, 또는 브라우저의 확장 프로그램 스토어에서 지갑 확장 프로그램을 찾아보세요.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    '지갑은 암호화폐를 보관하고, 비밀번호를 기억할 필요 없이 이런 앱에 로그인할 수 있게 해 줍니다. 지갑을 만든 후 이곳으로 돌아와 연결하세요.',
  'Loading wallets…': '지갑을 불러오는 중…',
  Extension: '확장 프로그램',
  iOS: 'iOS',
  Android: 'Android',
  Website: '웹사이트',
  'browser extension': '브라우저 확장 프로그램',
  'iOS app': 'iOS 앱',
  'Android app': 'Android 앱',
  website: '웹사이트',
  '{wallet} {link} (opens in a new tab)': '{wallet} {link}(새 탭에서 열림)',
  'Close notification': '알림 닫기',
  'Notifications (Alt+T)': '알림 (Alt+T)',
  'Dismiss alert': '알림 닫기',

  // Email, social and Farcaster login
  Continue: '계속',
  'No code?': '코드를 받지 못하셨나요?',
  'Send another': '다시 보내기',
  'Your email': '이메일',
  'Enter the code sent to {email}': '{email}(으)로 보낸 코드를 입력하세요',
  'Sending a code to {email}…': '{email}(으)로 코드를 보내는 중…',
  'Approve this device from the email sent to {email}.':
    '{email}(으)로 보낸 이메일에서 이 기기를 승인하세요.',
  'Checking the code…': '코드를 확인하는 중…',
  'Signing you in…': '로그인하는 중…',
  'Email login is not set up': '이메일 로그인이 설정되지 않았습니다',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    '이 사이트에는 이메일로 로그인할 수 있는 내장 지갑이 없습니다. 대신 지갑을 연결하세요.',
  'New email': '새 이메일',
  'your new email': '새 이메일',
  'One moment…': '잠시만 기다려 주세요…',
  'This site has no embedded wallet whose email could change.':
    '이 사이트에는 이메일을 변경할 수 있는 내장 지갑이 없습니다.',
  'Taking you to {provider}…': '{provider}(으)로 이동하는 중…',
  'Logging you in with {provider}…': '{provider}(으)로 로그인하는 중…',
  'Logged in with {provider}.': '{provider}(으)로 로그인했습니다.',
  'Log in with {provider} in the window that opened.': '열린 창에서 {provider}(으)로 로그인하세요.',
  'Social login is not set up': '소셜 로그인이 설정되지 않았습니다',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    '이 사이트에는 소셜 계정으로 로그인할 수 있는 내장 지갑이 없습니다. 대신 지갑을 연결하세요.',
  'QR code to log in with Farcaster': 'Farcaster 로그인용 QR 코드',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    '휴대폰 카메라로 스캔한 후 Farcaster 앱에서 로그인을 승인하세요.',
  'Loading your Farcaster account…': 'Farcaster 계정을 불러오는 중…',
  'Farcaster login is not set up': 'Farcaster 로그인이 설정되지 않았습니다',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    '이 사이트에는 Farcaster로 로그인할 수 있는 내장 지갑이 없습니다. 대신 지갑을 연결하세요.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': '로그인 중',
  'This site': '이 사이트',
  '{app} needs to connect to your wallet': '{app}에서 지갑 연결을 요청합니다',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    '{address}의 소유자임을 증명하려면 이 메시지에 서명하세요. 비용이 들지 않으며 트랜잭션도 전송되지 않습니다.',
  'Approve the signature in your wallet': '지갑에서 서명을 승인하세요',
  Sign: '서명',
  'Message to sign': '서명할 메시지',
  'No transaction to approve': '승인할 트랜잭션이 없습니다',
  'Nothing is waiting for your approval.': '승인을 기다리는 항목이 없습니다.',
  Warnings: '경고',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'other: 이 트랜잭션 다음에 {count}개의 트랜잭션이 더 대기 중입니다',
  'Approve the transaction in your wallet': '지갑에서 트랜잭션을 승인하세요',
  Approve: '승인',
  Decline: '거부',
  Done: '완료',
  '{namespace} wallets': '{namespace} 지갑',
  'No wallet connected.': '연결된 지갑이 없습니다.',
  'Connected wallets': '연결된 지갑',
  Active: '사용 중',
  'Switch to {wallet}': '{wallet}(으)로 전환',
  Switch: '전환',
  'Disconnect {wallet}': '{wallet} 연결 해제',
  'Recent wallets': '최근 사용한 지갑',
  'Connect {wallet}': '{wallet} 연결',
  Connect: '연결',
  'Remove {wallet}': '{wallet} 삭제',
  Remove: '삭제',
  'Add wallet': '지갑 추가',
  'Multi-wallet is not set up on this site.': '이 사이트에는 멀티 지갑이 설정되지 않았습니다.',
  'Your account now goes by this name.': '이제 계정이 이 이름으로 표시됩니다.',
  'Back to account': '계정으로 돌아가기',
  'Names are not set up': '이름 기능이 설정되지 않았습니다',
  'This site does not register names for accounts.': '이 사이트에서는 계정 이름을 등록하지 않습니다.',
  'Registering {name}…': '{name} 등록 중…',
  Name: '이름',
  Register: '등록',
  'At least 4 letters, digits or hyphens.': '영문자, 숫자 또는 하이픈 4자 이상',
  Suggestions: '추천',
  Taken: '이미 사용 중',
  Available: '사용 가능',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': '연결된 계정이 없습니다',
  'Connect a wallet to receive funds.': '자금을 받으려면 지갑을 연결하세요.',
  'QR code of your address': '내 주소의 QR 코드',
  'Send only on {network}': '{network}에서만 보내세요',
  'This address also receives on {networks}': '이 주소는 {networks}에서도 받을 수 있습니다',
  'Sending is not set up': '보내기가 설정되지 않았습니다',
  'This site does not send from the modal.': '이 사이트에서는 이 화면에서 보낼 수 없습니다.',
  'Approve the transaction in your wallet.': '지갑에서 트랜잭션을 승인하세요.',
  Token: '토큰',
  Amount: '금액',
  'Amount in {symbol}': '금액({symbol})',
  Max: '최대',
  To: '받는 주소',
  'Address or name': '주소 또는 이름',
  '{name} is': '{name}의 주소:',
  'Network fee': '네트워크 수수료',
  'Up to {fee}': '최대 {fee}',
  'Receiver gets': '받는 금액',
  'Checking the balance and the network fee…': '잔액과 네트워크 수수료를 확인하는 중…',
  'Swaps are not set up': '스왑이 설정되지 않았습니다',
  'This site does not swap from the modal.': '이 사이트에서는 이 화면에서 스왑할 수 없습니다.',
  'You pay': '지불',
  'You receive': '받기',
  'You receive at least': '최소 수령액',
  Expected: '예상',
  'Price impact': '가격 영향',
  'Your balance': '내 잔액',
  '≈ {fee}': '약 {fee}',
  '≈ {fee} ({value})': '약 {fee} ({value})',
  'Could not be estimated': '추정할 수 없음',
  '{fee}, includes the approval': '{fee}, 승인 포함',
  'Your {symbol} balance does not cover the network fee': '{symbol} 잔액이 네트워크 수수료보다 적습니다',
  'Preparing the swap…': '스왑을 준비하는 중…',
  'Swap sent: waiting for it to be confirmed…': '스왑 전송됨: 확인을 기다리는 중…',
  'Swap again': '다시 스왑',
  'Stop waiting': '기다리지 않기',
  'Swap the tokens’ places': '토큰 위치 바꾸기',
  'Getting a quote…': '견적을 가져오는 중…',
  'Buying is not set up': '구매가 설정되지 않았습니다',
  'This site does not sell crypto from the modal.':
    '이 사이트에서는 이 화면에서 암호화폐를 판매하지 않습니다.',
  'Loading what you can buy…': '구매할 수 있는 항목을 불러오는 중…',
  'Your browser blocked the provider’s window.': '브라우저가 제공업체 창을 차단했습니다.',
  'the provider': '제공업체',
  'Open {provider} in a new tab': '새 탭에서 {provider} 열기',
  'Check again': '다시 확인',
  'Back to the form': '양식으로 돌아가기',
  'Buy more': '더 구매하기',
  'Opening {provider}…': '{provider} 여는 중…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    '{provider} 창에서 구매를 완료하세요. 완료되면 창을 닫으세요.',
  'Waiting for your purchase to arrive…': '구매한 자산이 도착하기를 기다리는 중…',
  'The provider list could not be loaded: showing the usual currencies.':
    '제공업체 목록을 불러오지 못했습니다. 일반 통화를 표시합니다.',
  'Payment currency': '결제 통화',
  'Payment method': '결제 수단',
  Card: '카드',
  'Bank account': '은행 계좌',
  'The least you can pay by card is {limit}': '카드 결제 최소 금액은 {limit}입니다',
  'The most you can pay by card is {limit}': '카드 결제 최대 금액은 {limit}입니다',
  'The least you can pay by bank account is {limit}': '은행 계좌 결제 최소 금액은 {limit}입니다',
  'The most you can pay by bank account is {limit}': '은행 계좌 결제 최대 금액은 {limit}입니다',
  'You buy': '구매',
  Provider: '제공업체',
  'Enter an amount to see a quote.': '금액을 입력하면 견적이 표시됩니다.',
  Buy: '구매',
  'Buy with {provider}': '{provider}(으)로 구매',
  'Payments are not set up': '결제가 설정되지 않았습니다',
  'This site does not ask for payments from the modal.':
    '이 사이트에서는 이 화면에서 결제를 요청하지 않습니다.',
  'Reading the amount…': '금액을 읽는 중…',
  Network: '네트워크',
  'Copy recipient address': '받는 사람 주소 복사',
  From: '보내는 주소',
  'up to {fee}': '최대 {fee}',
  'Estimating…': '추정 중…',
  'Loading the payment…': '결제 정보를 불러오는 중…',
  'No payment was asked for.': '요청된 결제가 없습니다.',
  'Approve the payment of {amount} in your wallet': '지갑에서 {amount} 결제를 승인하세요',
  'Reading the payment from the network…': '네트워크에서 결제 정보를 읽는 중…',
  'Payment sent: waiting for it to be confirmed…': '결제 전송됨: 확인을 기다리는 중…',
  'Paid {amount}.': '{amount}을(를) 결제했습니다.',
  Transaction: '트랜잭션',
  'Pay from': '결제 계정',
  'Balance: {balance}': '잔액: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '금액과 네트워크 수수료에 부족합니다: {needed} {symbol} 필요, {available} {symbol} 보유',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    '금액에 부족합니다: {needed} {symbol} 필요, {available} {symbol} 보유',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '네트워크 수수료에 부족합니다: {needed} {symbol} 필요, {available} {symbol} 보유',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    '지불 {paid} · 약 {received} 받음 · 수수료 {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    '지불 {paid} · 추정치: 받는 금액과 수수료는 {provider}에서 표시됩니다',
  '{amount} arrived in your wallet': '{amount}이(가) 지갑에 도착했습니다',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — 높음: 풀 가격보다 훨씬 적게 받습니다',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} 부족: {needed} {symbol} 필요, {available} {symbol} 보유',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    '{symbol} 부족: 네트워크 수수료 포함 {needed} {symbol} 필요, {available} {symbol} 보유',
  '{symbol} has at most {decimals} decimals': '{symbol}은(는) 소수점 이하 최대 {decimals}자리입니다',
  'Approve {symbol} in your wallet ({step} of {steps})':
    '지갑에서 {symbol}을(를) 승인하세요 ({step}/{steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    '지갑에서 {from}을(를) {to}(으)로 스왑하세요 ({step}/{steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    '지갑에서 {from}을(를) 승인하고 {to}(으)로 스왑하세요 (한 번의 요청)',
  'Swapped {paid} for at least {received}.': '{paid}을(를) 최소 {received}(으)로 스왑했습니다.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    '체인에서 스왑이 실패했습니다(되돌려짐): 스왑된 것은 없으며 네트워크 수수료는 지불되었습니다. 거래소가 {amount}을(를) 사용할 수 있는 승인은 아직 유효합니다.',
  'No address is registered for {name} on {network}': '{network}에 {name}의 주소가 등록되어 있지 않습니다',
  'This is not a valid {namespace} address': '유효한 {namespace} 주소가 아닙니다',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '금액과 네트워크 수수료에 {symbol}이(가) 부족합니다: {needed} {symbol} 필요, {available} {symbol} 보유',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    '금액에 {symbol}이(가) 부족합니다: {needed} {symbol} 필요, {available} {symbol} 보유',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '네트워크 수수료에 {symbol}이(가) 부족합니다: {needed} {symbol} 필요, {available} {symbol} 보유',
  "Includes {amount} to open the receiver's {symbol} account":
    '받는 사람의 {symbol} 계정을 여는 데 필요한 {amount} 포함',
  'About {amount}': '약 {amount}',
  'At most {amount}': '최대 {amount}',
  '{amount} plus the network fee': '{amount} + 네트워크 수수료',

  // Core's messages: its errors, snacks and the empty wallet list
  'Connection rejected': '연결이 거부되었습니다',
  'Failed to connect': '연결하지 못했습니다',
  'Network switch rejected': '네트워크 전환이 거부되었습니다',
  'Signature declined': '서명이 거부되었습니다',
  'Popup closed': '팝업이 닫혔습니다',
  'Request was aborted': '요청이 중단되었습니다',
  'Another request is waiting for the wallet': '다른 요청이 지갑에서 대기 중입니다',
  'The wallet did not share that account with this site':
    '지갑이 이 사이트와 해당 계정을 공유하지 않았습니다',
  'The connector does not support any of the requested chains':
    '이 지갑은 요청된 체인을 하나도 지원하지 않습니다',
  'Failed to initiate social connection': '소셜 로그인을 시작하지 못했습니다',
  'Failed to connect to farcaster': 'Farcaster에 연결하지 못했습니다',
  'Token Balance Unavailable': '토큰 잔액을 확인할 수 없습니다',
  'Failed to fetch transactions': '트랜잭션을 가져오지 못했습니다',
  'Something went wrong': '문제가 발생했습니다',
  'Address copied': '주소가 복사되었습니다',
  'No wallets found': '지갑을 찾을 수 없습니다',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    '지갑 앱의 브라우저에서 이 페이지를 열거나, 먼저 지갑 앱을 설치하세요.',
  'Install a wallet browser extension, then reload this page.':
    '지갑 브라우저 확장 프로그램을 설치한 후 이 페이지를 새로고침하세요.',
  // The money views' messages without figures.
  'An amount and receiver address are required': '금액과 받는 주소가 필요합니다',
  'A token is required': '토큰을 선택해야 합니다',
  'Unsupported chain': '지원되지 않는 체인',
  'Leaves this wallet': '이 지갑에서 나가는 금액',
  'Comes into this wallet': '이 지갑으로 들어오는 금액',
  Fee: '수수료',
  'Signed by': '서명자',
  'Fee paid by': '수수료 지불자',
  'Could not be read': '읽을 수 없음',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    '금액을 숫자로 입력하고 소수점은 마침표로 입력하세요(예: 0.5)',
  'Enter an amount above 0': '0보다 큰 금액을 입력하세요',
  'Enter an amount like 100 or 49.99': '100 또는 49.99처럼 금액을 입력하세요',
  'The purchase has not arrived yet. It can take a few minutes.':
    '구매한 자산이 아직 도착하지 않았습니다. 몇 분 걸릴 수 있습니다.',
  'The provider’s page could not be opened. Try again.': '제공업체 페이지를 열 수 없습니다. 다시 시도하세요.',
  'Nothing can be bought on this network': '이 네트워크에서는 구매할 수 있는 것이 없습니다',
  'Connect an EVM account to swap': '스왑하려면 EVM 계정을 연결하세요',
  'Network not supported for Swaps': '이 네트워크는 스왑을 지원하지 않습니다',
  'Swaps are not offered in your region': '내 지역에서는 스왑을 이용할 수 없습니다',
  'You rejected the swap in your wallet': '지갑에서 스왑을 거부했습니다',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    '스왑을 보냈지만 아직 확인되지 않았습니다. 다시 스왑하기 전에 지갑을 확인하세요.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    '체인에서 승인과 스왑이 실패했습니다(함께 되돌려짐): 승인되거나 스왑된 것은 없으며 네트워크 수수료는 지불되었습니다.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    '체인에서 스왑이 실패했습니다(되돌려짐): 스왑된 것은 없으며 네트워크 수수료는 지불되었습니다.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).':
    '수수료({fee})가 결제 금액({payment})보다 많습니다.',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    '수수료율 {rate}이(가) 다음 블록에 대한 네트워크 수수료율 {networkRate}의 {factor}배를 넘습니다.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    '수수료는 사이트가 입력 {inputs}에 대해 밝힌 금액으로 계산됩니다. 이 입력은 다른 서명자가 서명하며, 그 금액을 증명하는 것은 없습니다. 실제 지불되는 수수료는 다를 수 있습니다. 이 지갑에서 나가는 금액은 정확합니다.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    '수수료는 사이트가 입력 {inputs}에 대해 밝힌 금액으로 계산됩니다. 이 입력들은 다른 서명자가 서명하며, 그 금액을 증명하는 것은 없습니다. 실제 지불되는 수수료는 다를 수 있습니다. 이 지갑에서 나가는 금액은 정확합니다.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    '네트워크 수수료율을 읽을 수 없습니다. 수수료를 지갑의 수수료와 비교하세요.',
  'Foyer will not ask your wallet to sign this.': 'Foyer는 지갑에 이 서명을 요청하지 않습니다.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    '트랜잭션에 출력이 없습니다. 사용하는 모든 금액이 수수료로 나가게 됩니다.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    '입력 {index}: PSBT에 무엇을 사용하는지 나와 있지 않아 이 지갑에서 나가는 금액을 알 수 없습니다.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    '입력 {index}은(는) 이전 트랜잭션 없이 이 지갑의 코인을 사용하므로 금액을 확인할 수 없습니다. 표시된 수수료가 실제 지불되는 수수료와 크게 다를 수 있습니다.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    '입력 {index}이(가) {sighash}을(를) 요청합니다. 이 지갑의 서명이 {part}을(를) 포함하지 않으므로 승인 후 사이트가 이를 바꿀 수 있습니다.',
  'the outputs': '출력',
  'all but one output': '하나를 제외한 모든 출력',
  'the other inputs': '다른 입력',
  'the outputs or the other inputs': '출력이나 다른 입력',
  'all but one output or the other inputs': '하나를 제외한 모든 출력이나 다른 입력',
  'what this review shows': '이 검토에 표시된 내용',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    '입력 {index}은(는) {stated}을(를) 사용한다고 되어 있지만 이전 트랜잭션은 {paid}을(를) 지불합니다. PSBT 내용이 서로 모순됩니다.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    '입력 {index}은(는) {stated}을(를) 사용한다고 되어 있지만 이전 트랜잭션은 다른 스크립트에 {paid}을(를) 지불합니다. PSBT 내용이 서로 모순됩니다.',
  "Unknown: the PSBT does not carry every input's amount": '알 수 없음: PSBT에 모든 입력의 금액이 없습니다',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    '알 수 없음: PSBT에 이 지갑의 각 입력이 무엇을 사용하는지 나와 있지 않습니다',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    '이 트랜잭션은 영구 논스를 사용합니다. 만료되지 않으므로 승인하고 한참 후에도 언제든 전송될 수 있습니다.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    '수수료는 이 지갑이 아니라 {payer}이(가) 지불합니다. 다른 사람이 이 트랜잭션을 준비하고 비용을 냅니다.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer는 {account}을(를) 만드는 데 드는 SOL을 알 수 없습니다.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    '이 작업은 내 계정을 프로그램 {program}에 넘깁니다. 그러면 이 프로그램이 내 SOL을 모두 가져갈 수 있습니다.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    '무제한 허용: {delegate}이(가) 지금이나 나중에 {account}의 모든 토큰을 가져갈 수 있습니다.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority}이(가) {account}의 소유자 권한을 갖게 됩니다. 그 안의 모든 토큰을 가져갈 수 있습니다.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority}이(가) {account}의 닫기 권한을 갖게 됩니다. 계정을 닫고 그 SOL을 가져갈 수 있습니다.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority}이(가) {account}의 {kind} 권한을 갖게 됩니다. 그 권한을 마음대로 사용할 수 있습니다.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    '{account}을(를) 닫으면 SOL이 이 지갑이 아니라 {destination}(으)로 갑니다.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    '프로그램 {program}이(가) 무엇을 하는지 알 수 없습니다. 내 자금 중 무엇이든 옮길 수 있습니다.',
  'Foyer cannot read this transaction': 'Foyer가 이 트랜잭션을 읽을 수 없습니다',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer가 이 트랜잭션이 사용하는 주소 조회 테이블을 읽을 수 없습니다',
  'Foyer cannot read an instruction of this transaction': 'Foyer가 이 트랜잭션의 명령을 읽을 수 없습니다',
  'Leaves this wallet (token account {address})': '이 지갑에서 나가는 금액(토큰 계정 {address})',
  'Leaves this wallet (mint {address})': '이 지갑에서 나가는 금액(민트 {address})',
  '{amount} raw units (decimals unknown)': '{amount} 원시 단위(소수 자릿수 알 수 없음)',
  '{amount} tokens': '{amount} 토큰',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    '무제한 허용: 허용이 취소될 때까지 지금과 나중에 {spender}이(가) 이 지갑의 {name}(토큰 {token})을(를) 모두 사용할 수 있습니다.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator}이(가) 취소될 때까지 지금과 나중에 이 지갑이 컬렉션 {token}에 보유한 모든 토큰을 옮길 수 있습니다.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'Foyer가 읽을 수 없는 {contract}의 함수 {selector}을(를) 호출합니다. 내 자산 중 무엇이든 옮길 수 있습니다.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    '무제한 허용: 서명하는 즉시 {spender}이(가) 이 지갑의 {name}(토큰 {token})을(를) 모두 사용할 수 있습니다.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    '이 서명은 이 지갑이 있는 {network}(체인 {walletChain})이 아니라 체인 {chain}용입니다. 그 다른 체인에서 사용될 수 있습니다.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    '최소 수령액 없음: {amount}을(를) 지불하고도 아무것도 받지 못할 수 있습니다.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token}이(가) {receiver}(으)로 갑니다. Foyer는 그것이 내 계정인지 알 수 없습니다.',
  'The {token} go to {receiver}, not to your account.':
    '{token}이(가) 내 계정이 아니라 {receiver}(으)로 갑니다.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    '라우터는 {symbol}을(를) 자체 WETH({weth})를 통해서만 스왑합니다. 이 경로는 {token}(으)로 시작하므로 라우터가 이 스왑을 거부하고 네트워크 수수료만 사용됩니다.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    '라우터는 {symbol}을(를) 자체 WETH({weth})를 통해서만 스왑합니다. 이 경로는 {token}(으)로 끝나므로 라우터가 이 스왑을 거부하고 네트워크 수수료만 사용됩니다.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    '기한({deadline})이 지났습니다. 라우터가 이 스왑을 거부하고 네트워크 수수료만 사용됩니다.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer가 이 요청을 설명할 수 없습니다. 이 사이트가 요청하는 내용을 신뢰할 때만 승인하세요.',
  'Foyer cannot read this request: {reason}.': 'Foyer가 이 요청을 읽을 수 없습니다: {reason}.',
  'Send a Bitcoin transaction': '비트코인 트랜잭션 보내기',
  'Sign a Bitcoin transaction': '비트코인 트랜잭션 서명',
  Inputs: '입력',
  Outputs: '출력',
  'Signed by this wallet': '이 지갑이 서명',
  'Back to this wallet': '이 지갑으로 돌아옴',
  'the token': '토큰',
  tokens: '토큰',
  mint: '민트',
  freeze: '동결',
  'transfer fee config': '전송 수수료 설정',
  'withheld withdraw': '보류 수수료 인출',
  'close mint': '민트 닫기',
  'interest rate': '이자율',
  'permanent delegate': '영구 위임자',
  'confidential transfer mint': '기밀 전송 민트',
  'transfer hook program': '전송 훅 프로그램',
  'confidential transfer fee config': '기밀 전송 수수료 설정',
  'metadata pointer': '메타데이터 포인터',
  'group pointer': '그룹 포인터',
  'group member pointer': '그룹 멤버 포인터',
  'scaled UI amount': '표시 금액 배율',
  pause: '일시 중지',
  'Send a transaction': '트랜잭션 보내기',
  'Sign a transaction': '트랜잭션 서명',
  'Sign a message': '메시지 서명',
  'Sign typed data': '구조화된 데이터 서명',
  'Send calls': '호출 보내기',
  'Send 1 call': '호출 1개 보내기',
  'Send {count} calls': '호출 {count}개 보내기',
  'Sign {type}': '{type} 서명',
  'Call {index}': '호출 {index}',
  'Call {index}: {heading}': '호출 {index}: {heading}',
  Sends: '보냄',
  Moves: '이동',
  Allowance: '허용',
  Operator: '운영자',
  'Creates a contract': '컨트랙트 생성',
  Request: '요청',
  Domain: '도메인',
  Message: '메시지',
  'Token permit (EIP-2612)': '토큰 퍼밋(EIP-2612)',
  'Permit2 allowance': 'Permit2 허용',
  'Permit2 transfer': 'Permit2 전송',
  Instructions: '명령',
  owner: '소유자',
  close: '닫기',
  'SOL transfer': 'SOL 전송',
  '{action} (paid by {payer})': '{action}({payer}이(가) 지불)',
  'Creates an account of {bytes} bytes for program {program}': '프로그램 {program}용 {bytes}바이트 계정 생성',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    '프로그램 {program}용 {bytes}바이트 계정 생성({base}의 시드 "{seed}")',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    '{from}에서 SOL 전송({base}의 시드 "{seed}", 프로그램 {program})',
  'Hands the account to program {program}': '계정을 프로그램 {program}에 넘김',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    '계정({base}의 시드 "{seed}")을 프로그램 {program}에 넘김',
  'Gives the account {bytes} bytes of data': '계정에 {bytes}바이트의 데이터 공간 할당',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    '계정({base}의 시드 "{seed}")에 {bytes}바이트를 할당하고 프로그램 {program}에 넘김',
  'Advances the durable nonce of this account': '이 계정의 영구 nonce를 진행시킴',
  'Withdraws SOL from nonce account {nonce}': 'nonce 계정 {nonce}에서 SOL 인출',
  'Makes this a nonce account of {authority}': '이것을 {authority}의 nonce 계정으로 만듦',
  'Becomes the authority of nonce account {nonce}': 'nonce 계정 {nonce}의 권한을 갖게 됨',
  'Upgrades this nonce account': '이 nonce 계정을 업그레이드',
  'Token transfer of mint {mint} from {source}': '{source}에서 민트 {mint}의 토큰 전송',
  'Token transfer from {source}': '{source}에서 토큰 전송',
  'May spend tokens of mint {mint} from {source}': '{source}에서 민트 {mint}의 토큰을 사용할 수 있음',
  'May spend tokens from {source}': '{source}에서 토큰을 사용할 수 있음',
  'Burns tokens of mint {mint}': '민트 {mint}의 토큰 소각',
  'Mints new tokens of mint {mint}': '민트 {mint}의 새 토큰 발행',
  'Becomes the {kind} authority of {account}': '{account}의 {kind} 권한을 갖게 됨',
  'Removes the {kind} authority of this account for good': '이 계정의 {kind} 권한을 영구히 제거',
  'Closes token account {account}; its SOL goes to this address':
    '토큰 계정 {account}을(를) 닫음. 그 SOL은 이 주소로 감',
  'Cancels the allowance on this token account': '이 토큰 계정의 허용을 취소',
  'Freezes this token account of mint {mint}': '민트 {mint}의 이 토큰 계정을 동결',
  'Unfreezes this token account of mint {mint}': '민트 {mint}의 이 토큰 계정 동결 해제',
  'Updates the wrapped SOL balance of this token account': '이 토큰 계정의 래핑된 SOL 잔액 업데이트',
  'Sets up a token account of mint {mint}, owned by {owner}': '민트 {mint}의 토큰 계정 설정(소유자 {owner})',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    '소수 {decimals}자리 민트 생성. 민트 권한 {authority}, 동결 권한 {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    '소수 {decimals}자리 민트 생성. 민트 권한 {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    '민트 {mint}용 {wallet}의 토큰 계정 생성: 앞선 명령이 생성하므로 지불하는 것이 없음',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    '민트 {mint}용 {wallet}의 토큰 계정 생성: 이미 있으므로 지불하는 것이 없음',
  'Creates the token account of {wallet} for mint {mint}': '민트 {mint}용 {wallet}의 토큰 계정 생성',
  'Sets the compute limit to {units} units': '컴퓨트 한도를 {units} 단위로 설정',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    '우선순위 수수료를 컴퓨트 단위당 {price}마이크로 램포트로 설정',
  'Asks for a heap of {bytes} bytes': '{bytes}바이트 힙 요청',
  "Limits the accounts' data to {bytes} bytes": '계정 데이터를 {bytes}바이트로 제한',
  'Memo: {memo}': '메모: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Foyer가 읽을 수 없는 프로그램을 내 계정과 함께 호출합니다. 무엇을 하는지 알 수 없으며 내 자금 중 무엇이든 옮길 수 있습니다',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Foyer가 읽을 수 없는 프로그램을 호출합니다(내 계정은 전달되지 않음)',
  'A transaction Foyer cannot read': 'Foyer가 읽을 수 없는 트랜잭션',
  'Receives {name} from this wallet': '이 지갑에서 {name}을(를) 받음',
  'Receives {name} taken from {from}': '{from}에서 가져온 {name}을(를) 받음',
  'May move token #{id} of this wallet’s {name}': '이 지갑의 {name} 중 토큰 #{id}을(를) 이동할 수 있음',
  'May spend this wallet’s {name}': '이 지갑의 {name}을(를) 사용할 수 있음',
  '{router} may spend this wallet’s {name}': '{router}이(가) 이 지갑의 {name}을(를) 사용할 수 있음',
  '{action} (added to what it may already spend)': '{action}(이미 사용할 수 있는 금액에 추가)',
  'May move every token this wallet holds in {name} ({token})':
    '이 지갑이 {name}({token})에 보유한 모든 토큰을 이동할 수 있음',
  'May no longer move this wallet’s tokens in {name}': '더 이상 이 지갑의 {name} 토큰을 이동할 수 없음',
  'Receives token #{id} of {name} taken from {from}': '{from}에서 가져온 {name}의 토큰 #{id}을(를) 받음',
  'With {bytes} bytes of data for the receiver': '받는 사람을 위한 {bytes}바이트 데이터 포함',
  'Deploys {bytes} bytes of code': '{bytes}바이트의 코드를 배포',
  '{router} (declared by this network)': '{router}(이 네트워크가 지정)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    '컨트랙트를 호출합니다(미검증). 내 자산 중 무엇이든 옮길 수 있습니다 · 함수 {selector}',
  'Token contract ({symbol})': '토큰 컨트랙트({symbol})',
  'Token contract': '토큰 컨트랙트',
  'The Uniswap router': 'Uniswap 라우터',
  '{router} ({address})': '{router}({address})',
  'The chain did not tell this token’s decimals: raw units':
    '체인이 이 토큰의 소수 자릿수를 알려주지 않았습니다: 원시 단위',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    '정확히 {paid}을(를) 임의 수량의 {token}(으)로 스왑(최소 수령액 없음: 아무것도 받지 못할 수 있음)',
  'Swap exactly {paid} for at least {received}': '정확히 {paid}을(를) 최소 {received}(으)로 스왑',
  'Swap at most {paid} for exactly {received}': '최대 {paid}을(를) 정확히 {received}(으)로 스왑',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    '최대 {paid}을(를) 정확히 {received}(으)로 스왑(사용되지 않은 금액은 보낸 사람에게 돌아감)',
  'Wraps the {symbol} paid ({token})': '지불한 {symbol}을(를) 래핑({token})',
  'Pays {token}': '{token} 지불',
  'Unwrapped into {symbol} ({token})': '{symbol}(으)로 언래핑({token})',
  'Receives {token}': '{token} 받음',
  'Through {token}': '{token} 경유',
  'Receives {amount}: this wallet': '{amount} 받음: 이 지갑',
  'Receives {amount}: NOT this wallet': '{amount} 받음: 이 지갑이 아님',
  'any amount of {token}': '임의 수량의 {token}',
  'at least {amount}': '최소 {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    '이동 시 수수료를 떼는 토큰용: 한도는 도착한 금액으로 확인됩니다',
  'No deadline: the router accepts it at any time, at whatever price then':
    '기한 없음: 라우터가 언제든 그 시점의 가격으로 받아들입니다',
  'Valid until {deadline}': '{deadline}까지 유효',
  'May spend this wallet’s {name} (token {token}), {until}':
    '이 지갑의 {name}(토큰 {token})을(를) 사용할 수 있음, {until}',
  'no end date (0)': '종료일 없음(0)',
  'never expires': '만료되지 않음',
  'until {date}': '{date}까지',
  '{amount} raw units': '{amount} 원시 단위',
  'unlimited {token}': '무제한 {token}',
  'all tokens': '모든 토큰',
  none: '없음',
  'token #{id}': '토큰 #{id}',
  '{count} × token #{id}': '{count} × 토큰 #{id}',
  'at most {amount}': '최대 {amount}',
  Unlimited: '무제한',
  'Up to {amount}': '최대 {amount}',
  'Its rent (amount unknown: the mint has extensions)': '이 계정의 렌트(금액 알 수 없음: 민트에 확장이 있음)',
  'All of its SOL (amount unknown)': '그 계정의 SOL 전부(금액 알 수 없음)',
  'Amount unknown': '금액 알 수 없음',
} satisfies Dictionary
