import type { Dictionary } from '../dictionary.js'

// Chinese, traditional script (Taiwan, Hong Kong), in Taiwan's wording (帳戶, 網路, 連線). Product and
// protocol names (WalletConnect, Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': '找不到網路',
  'Network not found': '找不到網路',
  'Invalid App Configuration': '應用程式設定無效',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    '來源不在允許清單中：請在主控台將此來源加入你的專案。',
  'Network Error': '網路錯誤',
  'Failed to load the embedded wallet.': '無法載入內嵌錢包。',
  'Embedded Wallet Request Timed Out': '內嵌錢包請求逾時',
  'The embedded wallet did not answer in time.': '內嵌錢包未及時回應。',
  'Session Expired': '工作階段已過期',
  'Your session expired: connect again.': '你的工作階段已過期：請重新連結。',
  'Invalid Project ID': '專案 ID 無效',
  'The project id was refused: check it on the dashboard.': '專案 ID 遭到拒絕：請在主控台檢查。',
  'Project ID Not Configured': '未設定專案 ID',
  'No project id is set: remote features are off (basic mode).':
    '未設定專案 ID：遠端功能已關閉（基本模式）。',
  'No Allowed Origins': '沒有允許的來源',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    '無法讀取此專案的任何允許來源：請將此網站的來源加入專案。這裡可能無法使用電子郵件登入和社群帳號登入。',
  'Server Error': '伺服器錯誤',
  'The server answered with an error.': '伺服器回應了錯誤。',
  'Rate Limited': '請求次數超過上限',
  'Too many requests: try again later.': '請求過多：請稍後再試。',
  'iframe load failed': 'iframe 載入失敗',
  'The login frame did not load.': '登入框架未能載入。',
  'iframe request timeout': 'iframe 請求逾時',
  'The login frame did not answer in time.': '登入框架未及時回應。',
  'unverified domain': '網域未驗證',
  'This domain is not verified.': '此網域未經驗證。',
  'Multi-Wallet Not Enabled': '未啟用多錢包',
  'This site connects one wallet at a time.': '此網站一次只能連結一個錢包。',
  'Local configuration ignored': '已忽略本機設定',
  'Remote configuration loaded: local feature settings are ignored.': '已載入遠端設定：將忽略本機功能設定。',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    '由於已載入遠端設定，{features} 的本機設定已被忽略：請在專案主控台中管理這些功能。',
  'Session not yet valid': '工作階段尚未生效',
  "The device clock is behind: check the device's date and time.": '裝置時鐘慢了：請檢查裝置的日期和時間。',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    '核准發往 {to}，而不是 {symbol} 合約 {token}',
  "the approval sends {wei} wei of the network's coin": '核准傳送了 {wei} wei 的網路原生幣',
  'the approval is not an approval of exactly {amount}': '核准的數額不是剛好 {amount}',
  "the approval lets {spender} spend, not the network's swap router {router}":
    '核准允許 {spender} 花費，而不是網路的兌換路由器 {router}',
  'the swap is sent from {from}, not from {account}': '兌換從 {from} 送出，而不是從 {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    '兌換傳送了 {wei} wei 的網路原生幣，而不是 {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    '兌換發往 {to}，而不是核准允許花費的 {spender}',
  "the swap goes to {to}, not to the network's swap router {router}":
    '兌換發往 {to}，而不是網路的兌換路由器 {router}',
  'the swap is not one of the router’s swaps of an exact amount': '兌換不是路由器依精確數額進行的兌換之一',
  'the swap ({function}) does not pay {from} for {to}': '兌換（{function}）並非用 {from} 換取 {to}',
  'the swap pays {amount}, not the amount shown': '兌換支付 {amount}，而不是顯示的數額',
  "the swap's path starts at {address}, not at {symbol}": '兌換路徑從 {address} 開始，而不是 {symbol}',
  "the swap's path ends at {address}, not at {symbol}": '兌換路徑在 {address} 結束，而不是 {symbol}',
  'the swap pays what it gives to {to}, not to {account}': '兌換將所得支付給 {to}，而不是 {account}',
  'the swap’s deadline has passed': '兌換的截止時間已過',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'HTTP 狀態碼：{status}',
  'Please try again after {seconds} seconds': '請在 {seconds} 秒後再試一次',
  'Error registering name {name}': '註冊名稱 {name} 時發生錯誤',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin 不轉送這麼小的付款：請至少傳送 {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    '轉帳在網路上失敗（{error}）；其手續費已支付',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': '無法載入可兌換的代幣：{reason}',
  'Could not get a quote for {from} → {to}: {reason}': '無法取得 {from} → {to} 的報價：{reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    '沒有 {from} → {to} 的報價：兌換服務沒有可用路徑',
  'Could not read your {symbol} balance from the chain': '無法從鏈上讀取你的 {symbol} 餘額',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    '無法估算網路手續費，因此「最大」無法預留手續費：請輸入金額，並為手續費留下一部分',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    '無法讀取交易所可花費的 {symbol} 數量：{reason}',
  'You rejected the approval of {symbol} in your wallet': '你在錢包中拒絕了 {symbol} 授權',
  'The approval of {symbol} failed: {reason}': '{symbol} 授權失敗：{reason}',
  'The approval of {symbol} was sent but not confirmed in time': '{symbol} 授權已送出，但未能及時確認',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    '{symbol} 授權在鏈上失敗（已復原）：兌換未送出。網路手續費已支付。',
  'Could not build the swap: {reason}': '無法建立兌換：{reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    '兌換服務建立的交易與顯示的兌換不符，因此未送出：{details}。',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    '價格已變動：兌換所得將少於 {minimum}（顯示的最少收到數量，{slippage} % 滑價）。請查看新報價。',
  'The swap failed: {reason}': '兌換失敗：{reason}',
  'You rejected the approval of {symbol} and the swap in your wallet': '你在錢包中拒絕了 {symbol} 授權和兌換',
  'The approval of {symbol} and the swap failed: {reason}': '{symbol} 授權和兌換失敗：{reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    '{symbol} 授權和兌換失敗：{reason}。未進行任何授權或兌換。',
  'the swap service did not answer': '兌換服務沒有回應',
  'the wallet could not send it': '錢包無法送出',
  'the wallet could not send them': '錢包無法送出這兩筆交易',
  'the chain does not show it': '鏈上未顯示',
  'You hold no {symbol}': '你沒有 {symbol}',

  // The modal's frame
  Back: '返回',
  Close: '關閉',
  'This step must be completed before closing': '請先完成此步驟再關閉',

  // View titles (the header), one per view
  'Connect wallet': '連結錢包',
  Account: '帳戶',
  'All wallets': '所有錢包',
  WalletConnect: 'WalletConnect',
  'Unsupported network': '不支援的網路',
  'Choose network': '選擇網路',
  'Get a wallet': '取得錢包',
  'Switch network': '切換網路',
  'Switch chain': '切換鏈',
  'Choose a name': '選擇名稱',
  'Name registered': '名稱已註冊',
  'Email login': '電子郵件登入',
  'Update email': '變更電子郵件',
  'Social login': '社群帳號登入',
  Farcaster: 'Farcaster',
  Wallets: '錢包',
  'Buy crypto': '購買加密貨幣',
  Receive: '收款',
  Send: '傳送',
  'Sign in': '登入',
  Swap: '兌換',
  Pay: '付款',
  'Approve transaction': '核准交易',

  // Shared
  'Try again': '再試一次',
  Cancel: '取消',
  'Loading…': '載入中…',
  Copied: '已複製',
  "Couldn't copy": '無法複製',
  'Copy address': '複製地址',
  'Copy link': '複製連結',

  // The page's buttons
  'Connecting…': '連結中…',
  'Select network': '選擇網路',

  // Connect
  'Loading sign-in options…': '正在載入登入方式…',
  'New to wallets?': '第一次使用錢包？',
  'Get one': '取得錢包',
  Recent: '最近使用',
  Installed: '已安裝',
  Featured: '精選',
  'More wallets': '更多錢包',
  External: '外部',
  Recommended: '推薦',
  'Continue with email': '使用電子郵件繼續',
  'Continue with a social account': '使用社群帳號繼續',
  'Continue with {provider}': '使用 {provider} 繼續',

  // All wallets
  'Search wallets': '搜尋錢包',
  Search: '搜尋',
  'Certified only': '僅顯示已認證',
  Certified: '已認證',
  'Loading wallets': '正在載入錢包',
  'Loading more wallets': '正在載入更多錢包',
  'No wallet found': '找不到錢包',
  'Nothing matches “{query}”.': '沒有符合「{query}」的結果。',
  'Nothing matches “{query}” among certified wallets.': '已認證的錢包中沒有符合「{query}」的結果。',
  'The directory has no wallets.': '錢包目錄中沒有錢包。',
  'The directory has no wallets among certified wallets.': '錢包目錄中沒有已認證的錢包。',
  'one: {count} wallet|other: {count} wallets': 'other: {count} 個錢包',
  'Wallet directory not configured': '尚未設定錢包目錄',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    '瀏覽和搜尋所有錢包需要錢包目錄：請設定專案 ID 及其 API URL。',

  // Account
  'Approve the request in your wallet.': '請在錢包中核准此請求。',
  'Network:': '網路：',
  'Email:': '電子郵件：',
  Update: '變更',
  'Smart account': '智慧帳戶',
  'Switch to smart account': '切換至智慧帳戶',
  'Switching to your smart account…': '正在切換至智慧帳戶…',
  Wallet: '錢包',
  'Wallets:': '錢包：',
  'View on explorer': '在區塊瀏覽器上查看',
  Disconnect: '中斷連結',
  Accounts: '帳戶',
  Payment: '付款',
  Ordinals: 'Ordinals',
  'Copy payment address': '複製付款地址',
  'Copy ordinals address': '複製 Ordinals 地址',
  'Other addresses': '其他地址',
  '{purpose}: {address}': '{purpose}：{address}',
  'Networks not connected': '未連結的網路',
  'Switch to {network}': '切換至 {network}',
  'Loading balance…': '正在載入餘額…',
  'Balance unavailable': '無法取得餘額',
  Tokens: '代幣',
  Total: '總計',
  Unknown: '未知',
  'Loading tokens…': '正在載入代幣…',
  'Token balances are unavailable.': '無法取得代幣餘額。',
  'No tokens on this network yet.': '此網路上尚無代幣。',
  NFTs: 'NFT',
  'Loading NFTs…': '正在載入 NFT…',
  'NFTs are unavailable.': '無法取得 NFT。',
  'No NFTs on this network yet.': '此網路上尚無 NFT。',
  Activity: '活動',
  'Loading activity…': '正在載入活動…',
  'No activity on this network yet.': '此網路上尚無活動。',
  'Show more': '顯示更多',
  Failed: '失敗',
  Pending: '處理中',

  // Networks, switching, connecting
  Networks: '網路',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    '你的錢包目前所在的網路不受此應用程式支援。請在下方選擇一個網路。',
  "This app doesn't support your current network. Switch to an available option to continue.":
    '此應用程式不支援你目前的網路。請切換至可用的網路以繼續。',
  'the network': '該網路',
  'Approve in wallet': '在錢包中核准',
  'Switch to {network} in {wallet}': '在 {wallet} 中切換至 {network}',
  'Switched to {network}': '已切換至 {network}',
  'your wallet': '你的錢包',
  'Connected to {wallet}': '已連結至 {wallet}',
  'Continue in {wallet}': '在 {wallet} 中繼續',
  'Accept the connection request in your wallet.': '請在錢包中接受連結請求。',
  '{namespace} wallet needed': '需要 {namespace} 錢包',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    '若要使用 {network}，請連結支援 {namespace} 網路的錢包。',
  'Your current wallet is on {namespace}.': '你目前的錢包位於 {namespace}。',

  // Connecting over WalletConnect
  wallet: '錢包',
  'Approved in {wallet}': '已在 {wallet} 中核准',
  'Scan with {wallet}': '使用 {wallet} 掃描',
  'Scan with your phone': '使用手機掃描',
  'Reconnecting to WalletConnect…': '正在重新連線至 WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} 會在其內建瀏覽器中開啟此網站，並在那裡直接連結。',
  'Your wallet opens this site in its own browser, where it connects directly.':
    '你的錢包會在其內建瀏覽器中開啟此網站，並在那裡直接連結。',
  'Open in {wallet}': '在 {wallet} 中開啟',
  'Open {wallet}': '開啟 {wallet}',
  'Preparing the link…': '正在準備連結…',
  'Waiting for the WalletConnect relay to create a pairing code…': '正在等待 WalletConnect 中繼建立配對碼…',
  'Approve the connection in your wallet, then come back here.': '請在錢包中核准連結，然後返回此處。',
  'Get a new link': '取得新連結',
  'Wallet not opening? Copy the link': '錢包沒有開啟？複製連結',
  'Copy the link into your wallet': '複製連結並貼到錢包中',
  'QR code to connect {wallet}': '用於連結 {wallet} 的 QR 碼',
  'QR code to connect your wallet': '用於連結錢包的 QR 碼',
  "Scan it with your phone's camera or your wallet's scanner.": '請使用手機相機或錢包的掃描器掃描。',
  "Can't scan? Copy the link": '無法掃描？複製連結',
  'Get a new QR code': '取得新的 QR 碼',

  // Get a wallet, toasts, alerts
  'Browse all wallets': '瀏覽所有錢包',
  'No wallet to suggest': '目前沒有可推薦的錢包',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    '錢包目錄未提供錢包的取得方式。請在手機的應用程式商店尋找錢包應用程式，或在瀏覽器的擴充功能商店尋找錢包擴充功能。',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    '錢包可保管你的加密資產，並讓你無須記住密碼即可登入這類應用程式。取得錢包後，請返回此處進行連結。',
  'Loading wallets…': '正在載入錢包…',
  Extension: '擴充功能',
  iOS: 'iOS',
  Android: 'Android',
  Website: '網站',
  'browser extension': '瀏覽器擴充功能',
  'iOS app': 'iOS 應用程式',
  'Android app': 'Android 應用程式',
  website: '網站',
  '{wallet} {link} (opens in a new tab)': '{wallet} {link}（在新分頁中開啟）',
  'Close notification': '關閉通知',
  'Notifications (Alt+T)': '通知 (Alt+T)',
  'Dismiss alert': '關閉提醒',

  // Email, social and Farcaster login
  Continue: '繼續',
  'No code?': '沒有收到驗證碼？',
  'Send another': '重新傳送',
  'Your email': '你的電子郵件',
  'Enter the code sent to {email}': '請輸入傳送至 {email} 的驗證碼',
  'Sending a code to {email}…': '正在傳送驗證碼至 {email}…',
  'Approve this device from the email sent to {email}.': '請透過傳送至 {email} 的電子郵件核准此裝置。',
  'Checking the code…': '正在核對驗證碼…',
  'Signing you in…': '正在登入…',
  'Email login is not set up': '尚未設定電子郵件登入',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    '此網站沒有可透過電子郵件登入的內嵌錢包。請改為連結錢包。',
  'New email': '新的電子郵件',
  'your new email': '你的新電子郵件',
  'One moment…': '請稍候…',
  'This site has no embedded wallet whose email could change.': '此網站沒有可變更電子郵件的內嵌錢包。',
  'Taking you to {provider}…': '正在前往 {provider}…',
  'Logging you in with {provider}…': '正在透過 {provider} 登入…',
  'Logged in with {provider}.': '已透過 {provider} 登入。',
  'Log in with {provider} in the window that opened.': '請在開啟的視窗中透過 {provider} 登入。',
  'Social login is not set up': '尚未設定社群帳號登入',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    '此網站沒有可透過社群帳號登入的內嵌錢包。請改為連結錢包。',
  'QR code to log in with Farcaster': '用於透過 Farcaster 登入的 QR 碼',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    '請使用手機相機掃描，然後在 Farcaster 應用程式中核准登入。',
  'Loading your Farcaster account…': '正在載入你的 Farcaster 帳戶…',
  'Farcaster login is not set up': '尚未設定 Farcaster 登入',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    '此網站沒有可透過 Farcaster 登入的內嵌錢包。請改為連結錢包。',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': '正在登入',
  'This site': '此網站',
  '{app} needs to connect to your wallet': '{app} 需要連結你的錢包',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    '簽署此訊息以證明你擁有 {address}。此操作不會產生任何費用，也不會傳送交易。',
  'Approve the signature in your wallet': '請在錢包中核准簽署',
  Sign: '簽署',
  'Message to sign': '待簽署訊息',
  'No transaction to approve': '沒有待核准的交易',
  'Nothing is waiting for your approval.': '目前沒有等待你核准的項目。',
  Warnings: '警告',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'other: 此交易之後還有 {count} 筆交易等待處理',
  'Approve the transaction in your wallet': '請在錢包中核准交易',
  Approve: '核准',
  Decline: '拒絕',
  Done: '完成',
  '{namespace} wallets': '{namespace} 錢包',
  'No wallet connected.': '尚未連結錢包。',
  'Connected wallets': '已連結的錢包',
  Active: '使用中',
  'Switch to {wallet}': '切換至 {wallet}',
  Switch: '切換',
  'Disconnect {wallet}': '中斷 {wallet} 的連結',
  'Recent wallets': '最近使用的錢包',
  'Connect {wallet}': '連結 {wallet}',
  Connect: '連結',
  'Remove {wallet}': '移除 {wallet}',
  Remove: '移除',
  'Add wallet': '新增錢包',
  'Multi-wallet is not set up on this site.': '此網站尚未設定多錢包功能。',
  'Your account now goes by this name.': '你的帳戶現在使用此名稱。',
  'Back to account': '返回帳戶',
  'Names are not set up': '尚未設定名稱功能',
  'This site does not register names for accounts.': '此網站不提供帳戶名稱註冊。',
  'Registering {name}…': '正在註冊 {name}…',
  Name: '名稱',
  Register: '註冊',
  'At least 4 letters, digits or hyphens.': '至少 4 個字母、數字或連字號。',
  Suggestions: '建議',
  Taken: '已被使用',
  Available: '可使用',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': '尚未連結帳戶',
  'Connect a wallet to receive funds.': '連結錢包以收款。',
  'QR code of your address': '你的地址 QR 碼',
  'Send only on {network}': '請僅透過 {network} 傳送',
  'This address also receives on {networks}': '此地址也可在 {networks} 上收款',
  'Sending is not set up': '尚未設定傳送功能',
  'This site does not send from the modal.': '此網站不支援在此視窗中傳送。',
  'Approve the transaction in your wallet.': '請在錢包中核准交易。',
  Token: '代幣',
  Amount: '數量',
  'Amount in {symbol}': '數量（{symbol}）',
  Max: '最大',
  To: '收款地址',
  'Address or name': '地址或名稱',
  '{name} is': '{name} 的地址：',
  'Network fee': '網路手續費',
  'Up to {fee}': '最多 {fee}',
  'Receiver gets': '對方收到',
  'Checking the balance and the network fee…': '正在檢查餘額和網路手續費…',
  'Swaps are not set up': '尚未設定兌換功能',
  'This site does not swap from the modal.': '此網站不支援在此視窗中兌換。',
  'You pay': '支付',
  'You receive': '收到',
  'You receive at least': '最少收到',
  Expected: '預估',
  'Price impact': '價格影響',
  'Your balance': '你的餘額',
  '≈ {fee}': '約 {fee}',
  '≈ {fee} ({value})': '約 {fee}（{value}）',
  'Could not be estimated': '無法估算',
  '{fee}, includes the approval': '{fee}（含授權）',
  'Your {symbol} balance does not cover the network fee': '你的 {symbol} 餘額不足以支付網路手續費',
  'Preparing the swap…': '正在準備兌換…',
  'Swap sent: waiting for it to be confirmed…': '兌換已送出：正在等待確認…',
  'Swap again': '再次兌換',
  'Stop waiting': '停止等待',
  'Swap the tokens’ places': '對調代幣',
  'Getting a quote…': '正在取得報價…',
  'Buying is not set up': '尚未設定購買功能',
  'This site does not sell crypto from the modal.': '此網站不支援在此視窗中購買加密貨幣。',
  'Loading what you can buy…': '正在載入可購買的資產…',
  'Your browser blocked the provider’s window.': '你的瀏覽器封鎖了服務供應商的視窗。',
  'the provider': '服務供應商',
  'Open {provider} in a new tab': '在新分頁中開啟 {provider}',
  'Check again': '再次檢查',
  'Back to the form': '返回表單',
  'Buy more': '繼續購買',
  'Opening {provider}…': '正在開啟 {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    '請在 {provider} 視窗中完成購買，完成後關閉該視窗。',
  'Waiting for your purchase to arrive…': '正在等待購買的資產入帳…',
  'The provider list could not be loaded: showing the usual currencies.':
    '無法載入服務供應商清單：正在顯示常用貨幣。',
  'Payment currency': '付款貨幣',
  'Payment method': '付款方式',
  Card: '卡片',
  'Bank account': '銀行帳戶',
  'The least you can pay by card is {limit}': '卡片最低付款金額為 {limit}',
  'The most you can pay by card is {limit}': '卡片最高付款金額為 {limit}',
  'The least you can pay by bank account is {limit}': '銀行帳戶最低付款金額為 {limit}',
  'The most you can pay by bank account is {limit}': '銀行帳戶最高付款金額為 {limit}',
  'You buy': '購買',
  Provider: '服務供應商',
  'Enter an amount to see a quote.': '輸入金額以查看報價。',
  Buy: '購買',
  'Buy with {provider}': '透過 {provider} 購買',
  'Payments are not set up': '尚未設定付款功能',
  'This site does not ask for payments from the modal.': '此網站不會在此視窗中要求付款。',
  'Reading the amount…': '正在讀取金額…',
  Network: '網路',
  'Copy recipient address': '複製收款地址',
  From: '傳送地址',
  'up to {fee}': '最多 {fee}',
  'Estimating…': '正在估算…',
  'Loading the payment…': '正在載入付款資訊…',
  'No payment was asked for.': '沒有付款要求。',
  'Approve the payment of {amount} in your wallet': '請在錢包中核准支付 {amount}',
  'Reading the payment from the network…': '正在從網路讀取付款資訊…',
  'Payment sent: waiting for it to be confirmed…': '付款已送出：正在等待確認…',
  'Paid {amount}.': '已支付 {amount}。',
  Transaction: '交易',
  'Pay from': '付款帳戶',
  'Balance: {balance}': '餘額：{balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '金額和網路手續費不足：需要 {needed} {symbol}，可用 {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    '金額不足：需要 {needed} {symbol}，可用 {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '網路手續費不足：需要 {needed} {symbol}，可用 {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    '支付 {paid} · 約收到 {received} · 手續費 {fee}（{provider}）',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    '支付 {paid} · 估算：收到的數量和手續費以 {provider} 顯示為準',
  '{amount} arrived in your wallet': '{amount} 已到達你的錢包',
  '{impact} — high: you receive much less than the pool’s price': '{impact} — 偏高：你收到的將遠低於池子價格',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} 不足：需要 {needed} {symbol}，可用 {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    '{symbol} 不足：含網路手續費需要 {needed} {symbol}，可用 {available} {symbol}',
  '{symbol} has at most {decimals} decimals': '{symbol} 最多有 {decimals} 位小數',
  'Approve {symbol} in your wallet ({step} of {steps})':
    '請在錢包中授權 {symbol}（第 {step} 步，共 {steps} 步）',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    '請在錢包中將 {from} 兌換為 {to}（第 {step} 步，共 {steps} 步）',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    '請在錢包中授權 {from} 並將其兌換為 {to}（一次確認）',
  'Swapped {paid} for at least {received}.': '已將 {paid} 兌換為至少 {received}。',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    '兌換在鏈上失敗（已復原）：未兌換任何資產，網路手續費已支付。你授予交易所花費 {amount} 的授權仍然有效。',
  'No address is registered for {name} on {network}': '{network} 上沒有為 {name} 註冊的地址',
  'This is not a valid {namespace} address': '這不是有效的 {namespace} 地址',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} 不足以支付金額和網路手續費：需要 {needed} {symbol}，可用 {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} 不足以支付金額：需要 {needed} {symbol}，可用 {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} 不足以支付網路手續費：需要 {needed} {symbol}，可用 {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account": '包含為收款人開設 {symbol} 帳戶的 {amount}',
  'About {amount}': '約 {amount}',
  'At most {amount}': '最多 {amount}',
  '{amount} plus the network fee': '{amount} 加網路手續費',

  // Core's messages: its errors, snacks and the empty wallet list
  'Connection rejected': '連結遭拒',
  'Failed to connect': '無法連結',
  'Network switch rejected': '網路切換遭拒',
  'Signature declined': '簽署遭拒',
  'Popup closed': '彈出視窗已關閉',
  'Request was aborted': '請求已中止',
  'Another request is waiting for the wallet': '錢包中還有另一個請求正在等待處理',
  'The wallet did not share that account with this site': '錢包未向此網站提供該帳戶',
  'The connector does not support any of the requested chains': '此錢包不支援所要求的任何鏈',
  'Failed to initiate social connection': '無法啟動社群帳號登入',
  'Failed to connect to farcaster': '無法連結至 Farcaster',
  'Token Balance Unavailable': '無法取得代幣餘額',
  'Failed to fetch transactions': '無法取得交易紀錄',
  'Something went wrong': '發生錯誤',
  'Address copied': '地址已複製',
  'No wallets found': '找不到錢包',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    '請在錢包應用程式的內建瀏覽器中開啟此頁面，或先安裝錢包應用程式。',
  'Install a wallet browser extension, then reload this page.':
    '請安裝錢包瀏覽器擴充功能，然後重新載入此頁面。',
  // The money views' messages without figures.
  'An amount and receiver address are required': '需要填寫金額和收款地址',
  'A token is required': '需要選擇代幣',
  'Unsupported chain': '不支援此鏈',
  'Leaves this wallet': '轉出此錢包',
  'Comes into this wallet': '轉入此錢包',
  Fee: '手續費',
  'Signed by': '簽署者',
  'Fee paid by': '手續費支付方',
  'Could not be read': '無法讀取',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    '請用數字輸入金額，小數以句點表示（例如 0.5）',
  'Enter an amount above 0': '請輸入大於 0 的金額',
  'Enter an amount like 100 or 49.99': '請輸入金額，例如 100 或 49.99',
  'The purchase has not arrived yet. It can take a few minutes.': '購買的資產尚未入帳。可能需要幾分鐘。',
  'The provider’s page could not be opened. Try again.': '無法開啟供應商的頁面。請再試一次。',
  'Nothing can be bought on this network': '此網路上沒有可購買的資產',
  'Connect an EVM account to swap': '請連結 EVM 帳戶以進行兌換',
  'Network not supported for Swaps': '此網路不支援兌換',
  'Swaps are not offered in your region': '你所在的地區不提供兌換',
  'You rejected the swap in your wallet': '你在錢包中拒絕了兌換',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    '兌換已送出，但尚未確認。再次兌換前請先查看錢包。',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    '授權和兌換在鏈上失敗（一起復原）：未進行任何授權或兌換，網路手續費已支付。',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    '兌換在鏈上失敗（已復原）：未兌換任何資產，網路手續費已支付。',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).': '手續費（{fee}）高於付款金額（{payment}）。',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    '費率 {rate} 超過網路下一個區塊費率 {networkRate} 的 {factor} 倍。',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    '手續費按網站為輸入 {inputs} 聲明的金額計算，該輸入由其他簽署者簽署，其金額無從證實：實際支付的手續費可能不同。從此錢包轉出的金額是準確的。',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    '手續費按網站為輸入 {inputs} 聲明的金額計算，這些輸入由其他簽署者簽署，其金額無從證實：實際支付的手續費可能不同。從此錢包轉出的金額是準確的。',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    '無法讀取網路費率：請將手續費與錢包中的手續費比較。',
  'Foyer will not ask your wallet to sign this.': 'Foyer 不會要求你的錢包簽署此交易。',
  'The transaction has no outputs: everything it spends would go to the fee.':
    '此交易沒有輸出：它花費的所有金額都會成為手續費。',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    '輸入 {index}：PSBT 未說明其花費的內容，因此無法得知會從此錢包轉出什麼。',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    '輸入 {index} 在沒有前一筆交易的情況下花費此錢包的幣，因此無法核實其金額：顯示的手續費可能與實際支付的相差甚遠。',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    '輸入 {index} 要求 {sighash}：此錢包的簽章不會涵蓋{part}，因此網站可能在你核准後變更它們。',
  'the outputs': '輸出',
  'all but one output': '除一個以外的所有輸出',
  'the other inputs': '其他輸入',
  'the outputs or the other inputs': '輸出或其他輸入',
  'all but one output or the other inputs': '除一個以外的所有輸出或其他輸入',
  'what this review shows': '此審查顯示的內容',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    '輸入 {index} 聲稱花費 {stated}，但其前一筆交易支付的是 {paid}：PSBT 自相矛盾。',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    '輸入 {index} 聲稱花費 {stated}，但其前一筆交易向另一個腳本支付 {paid}：PSBT 自相矛盾。',
  "Unknown: the PSBT does not carry every input's amount": '未知：PSBT 未包含每個輸入的金額',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    '未知：PSBT 未說明此錢包的每個輸入花費了什麼',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    '此交易使用持久 nonce：它永不過期，因此在你核准很久之後仍可隨時送出。',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    '手續費由 {payer} 支付，而不是此錢包：這筆交易由他人準備並付費。',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer 無法得知建立 {account} 會花費你多少 SOL。',
  'This hands your account to program {program}: it could then take all of your SOL.':
    '這會將你的帳戶移交給程式 {program}：它隨後可能拿走你所有的 SOL。',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    '無限授權：{delegate} 現在或以後都可能拿走 {account} 中的所有代幣。',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} 將取得 {account} 的擁有者權限：它可能拿走其中的所有代幣。',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} 將取得 {account} 的關閉權限：它可能關閉該帳戶並拿走其中的 SOL。',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} 將取得 {account} 的 {kind} 權限：它可以隨意行使該權限。',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    '關閉 {account} 會將其 SOL 傳送到 {destination}，而不是此錢包。',
  'Program {program} has an unknown effect: it may move any of your funds.':
    '程式 {program} 的作用未知：它可能轉移你的任何資金。',
  'Foyer cannot read this transaction': 'Foyer 無法讀取此交易',
  'Foyer cannot read the address lookup tables this transaction uses': 'Foyer 無法讀取此交易使用的位址查詢表',
  'Foyer cannot read an instruction of this transaction': 'Foyer 無法讀取此交易的一條指令',
  'Leaves this wallet (token account {address})': '轉出此錢包（代幣帳戶 {address}）',
  'Leaves this wallet (mint {address})': '轉出此錢包（鑄幣 {address}）',
  '{amount} raw units (decimals unknown)': '{amount} 個原始單位（小數位數未知）',
  '{amount} tokens': '{amount} 個代幣',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    '無限授權：在授權被撤銷之前，{spender} 現在和以後都可以花費此錢包的全部 {name}（代幣 {token}）。',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '在被撤銷之前，{operator} 現在和以後都可以轉移此錢包在系列 {token} 中持有的所有代幣。',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    '這會呼叫 {contract} 的函式 {selector}，Foyer 無法讀取它：它可能轉移你的任何資產。',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    '無限授權：一經簽署，{spender} 即可花費此錢包的全部 {name}（代幣 {token}）。',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    '此簽章用於鏈 {chain}，而不是此錢包所在的 {network}（鏈 {walletChain}）：它可能在那條鏈上被使用。',
  'No minimum: you may receive nothing for the {amount} you pay.':
    '無最少收到數量：你支付 {amount} 後可能什麼也收不到。',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token} 將傳送到 {receiver}：Foyer 無法判斷這是否是你的帳戶。',
  'The {token} go to {receiver}, not to your account.': '{token} 將傳送到 {receiver}，而不是你的帳戶。',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    '路由器只透過其 WETH（{weth}）兌換 {symbol}；此路徑以 {token} 開始：路由器將拒絕此兌換，只會花費網路手續費。',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    '路由器只透過其 WETH（{weth}）兌換 {symbol}；此路徑以 {token} 結束：路由器將拒絕此兌換，只會花費網路手續費。',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    '截止時間（{deadline}）已過：路由器將拒絕此兌換，只會花費網路手續費。',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer 無法用文字描述此請求：僅當您信任此網站所請求的內容時才核准。',
  'Foyer cannot read this request: {reason}.': 'Foyer 無法讀取此請求：{reason}。',
  'Send a Bitcoin transaction': '傳送比特幣交易',
  'Sign a Bitcoin transaction': '簽署比特幣交易',
  Inputs: '輸入',
  Outputs: '輸出',
  'Signed by this wallet': '由此錢包簽署',
  'Back to this wallet': '退回此錢包',
} satisfies Dictionary
