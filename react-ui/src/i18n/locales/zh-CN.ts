import type { Dictionary } from '../dictionary.js'

// Chinese, simplified script (mainland China, Singapore). Product and protocol names (WalletConnect,
// Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': '未找到网络',
  'Network not found': '未找到网络',
  'Invalid App Configuration': '应用配置无效',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    '来源不在允许列表中：请在控制台将此来源添加到您的项目。',
  'Network Error': '网络错误',
  'Failed to load the embedded wallet.': '无法加载内置钱包。',
  'Embedded Wallet Request Timed Out': '内置钱包请求超时',
  'The embedded wallet did not answer in time.': '内置钱包未及时响应。',
  'Session Expired': '会话已过期',
  'Your session expired: connect again.': '您的会话已过期：请重新连接。',
  'Invalid Project ID': '项目 ID 无效',
  'The project id was refused: check it on the dashboard.': '项目 ID 被拒绝：请在控制台检查。',
  'Project ID Not Configured': '未配置项目 ID',
  'No project id is set: remote features are off (basic mode).':
    '未设置项目 ID：远程功能已关闭（基础模式）。',
  'No Allowed Origins': '没有允许的来源',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    '无法读取此项目的任何允许来源：请将此网站的来源添加到项目中。此处可能无法使用邮箱登录和社交账号登录。',
  'Server Error': '服务器错误',
  'The server answered with an error.': '服务器返回了错误。',
  'Rate Limited': '请求次数超限',
  'Too many requests: try again later.': '请求过多：请稍后重试。',
  'iframe load failed': 'iframe 加载失败',
  'The login frame did not load.': '登录框架未能加载。',
  'iframe request timeout': 'iframe 请求超时',
  'The login frame did not answer in time.': '登录框架未及时响应。',
  'unverified domain': '域名未验证',
  'This domain is not verified.': '此域名未经验证。',
  'Multi-Wallet Not Enabled': '未启用多钱包',
  'This site connects one wallet at a time.': '此网站一次只能连接一个钱包。',
  'Local configuration ignored': '已忽略本地配置',
  'Remote configuration loaded: local feature settings are ignored.':
    '已加载远程配置：本地功能设置将被忽略。',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    '由于已加载远程配置，{features} 的本地配置已被忽略：请在项目控制台中管理这些功能。',
  'Session not yet valid': '会话尚未生效',
  "The device clock is behind: check the device's date and time.": '设备时钟慢了：请检查设备的日期和时间。',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    '批准发往 {to}，而不是 {symbol} 合约 {token}',
  "the approval sends {wei} wei of the network's coin": '批准发送了 {wei} wei 的网络原生币',
  'the approval is not an approval of exactly {amount}': '批准的数额不是恰好 {amount}',
  "the approval lets {spender} spend, not the network's swap router {router}":
    '批准允许 {spender} 花费，而不是网络的兑换路由器 {router}',
  'the swap is sent from {from}, not from {account}': '兑换从 {from} 发出，而不是从 {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    '兑换发送了 {wei} wei 的网络原生币，而不是 {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    '兑换发往 {to}，而不是批准允许花费的 {spender}',
  "the swap goes to {to}, not to the network's swap router {router}":
    '兑换发往 {to}，而不是网络的兑换路由器 {router}',
  'the swap is not one of the router’s swaps of an exact amount': '兑换不是路由器按精确数额进行的兑换之一',
  'the swap ({function}) does not pay {from} for {to}': '兑换（{function}）并非用 {from} 换取 {to}',
  'the swap pays {amount}, not the amount shown': '兑换支付 {amount}，而不是显示的数额',
  "the swap's path starts at {address}, not at {symbol}": '兑换路径从 {address} 开始，而不是 {symbol}',
  "the swap's path ends at {address}, not at {symbol}": '兑换路径在 {address} 结束，而不是 {symbol}',
  'the swap pays what it gives to {to}, not to {account}': '兑换将所得支付给 {to}，而不是 {account}',
  'the swap’s deadline has passed': '兑换的截止时间已过',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'HTTP 状态码：{status}',
  'Please try again after {seconds} seconds': '请在 {seconds} 秒后重试',
  'Error registering name {name}': '注册名称 {name} 时出错',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin 不转发这么小的付款：请至少发送 {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    '转账在网络上失败（{error}）；其手续费已支付',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': '无法加载可兑换的代币：{reason}',
  'Could not get a quote for {from} → {to}: {reason}': '无法获取 {from} → {to} 的报价：{reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    '没有 {from} → {to} 的报价：兑换服务没有可用路径',
  'Could not read your {symbol} balance from the chain': '无法从链上读取您的 {symbol} 余额',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    '无法估算网络费用，因此“最大”无法预留费用：请输入金额，并为费用留出一部分',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    '无法读取交易所可花费的 {symbol} 数量：{reason}',
  'You rejected the approval of {symbol} in your wallet': '您在钱包中拒绝了 {symbol} 授权',
  'The approval of {symbol} failed: {reason}': '{symbol} 授权失败：{reason}',
  'The approval of {symbol} was sent but not confirmed in time': '{symbol} 授权已发送，但未能及时确认',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    '{symbol} 授权在链上失败（已回滚）：兑换未发送。网络费用已支付。',
  'Could not build the swap: {reason}': '无法构建兑换：{reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    '兑换服务构建的交易与显示的兑换不符，因此未发送：{details}。',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    '价格已变动：兑换所得将少于 {minimum}（显示的最少收到数量，{slippage} % 滑点）。请查看新报价。',
  'The swap failed: {reason}': '兑换失败：{reason}',
  'You rejected the approval of {symbol} and the swap in your wallet': '您在钱包中拒绝了 {symbol} 授权和兑换',
  'The approval of {symbol} and the swap failed: {reason}': '{symbol} 授权和兑换失败：{reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    '{symbol} 授权和兑换失败：{reason}。未进行任何授权或兑换。',
  'the swap service did not answer': '兑换服务没有响应',
  'the wallet could not send it': '钱包无法发送',
  'the wallet could not send them': '钱包无法发送这两笔交易',
  'the chain does not show it': '链上未显示',
  'You hold no {symbol}': '您没有 {symbol}',

  // The modal's frame
  Back: '返回',
  Close: '关闭',
  'This step must be completed before closing': '请先完成此步骤再关闭',

  // View titles (the header), one per view
  'Connect wallet': '连接钱包',
  Account: '账户',
  'All wallets': '所有钱包',
  WalletConnect: 'WalletConnect',
  'Unsupported network': '不支持的网络',
  'Choose network': '选择网络',
  'Get a wallet': '获取钱包',
  'Switch network': '切换网络',
  'Switch chain': '切换链',
  'Choose a name': '选择名称',
  'Name registered': '名称已注册',
  'Email login': '邮箱登录',
  'Update email': '更改邮箱',
  'Social login': '社交账号登录',
  Farcaster: 'Farcaster',
  Wallets: '钱包',
  'Buy crypto': '购买加密货币',
  Receive: '收款',
  Send: '发送',
  'Sign in': '登录',
  Swap: '兑换',
  Pay: '支付',
  'Approve transaction': '批准交易',

  // Shared
  'Try again': '重试',
  Cancel: '取消',
  'Loading…': '加载中…',
  Copied: '已复制',
  "Couldn't copy": '复制失败',
  'Copy address': '复制地址',
  'Copy link': '复制链接',

  // The page's buttons
  'Connecting…': '连接中…',
  'Select network': '选择网络',

  // Connect
  'Loading sign-in options…': '正在加载登录方式…',
  'New to wallets?': '第一次使用钱包？',
  'Get one': '获取钱包',
  Recent: '最近使用',
  Installed: '已安装',
  Featured: '精选',
  'More wallets': '更多钱包',
  External: '外部',
  Recommended: '推荐',
  'Continue with email': '使用邮箱继续',
  'Continue with a social account': '使用社交账号继续',
  'Continue with {provider}': '使用 {provider} 继续',

  // All wallets
  'Search wallets': '搜索钱包',
  Search: '搜索',
  'Certified only': '仅显示已认证',
  Certified: '已认证',
  'Loading wallets': '正在加载钱包',
  'Loading more wallets': '正在加载更多钱包',
  'No wallet found': '未找到钱包',
  'Nothing matches “{query}”.': '没有与“{query}”匹配的结果。',
  'Nothing matches “{query}” among certified wallets.': '已认证的钱包中没有与“{query}”匹配的结果。',
  'The directory has no wallets.': '钱包目录中没有钱包。',
  'The directory has no wallets among certified wallets.': '钱包目录中没有已认证的钱包。',
  'one: {count} wallet|other: {count} wallets': 'other: {count} 个钱包',
  'Wallet directory not configured': '未配置钱包目录',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    '浏览和搜索所有钱包需要钱包目录：请设置项目 ID 及其 API URL。',

  // Account
  'Approve the request in your wallet.': '请在钱包中批准该请求。',
  'Network:': '网络：',
  'Email:': '邮箱：',
  Update: '更改',
  'Smart account': '智能账户',
  'Switch to smart account': '切换到智能账户',
  'Switching to your smart account…': '正在切换到智能账户…',
  Wallet: '钱包',
  'Wallets:': '钱包：',
  'View on explorer': '在区块浏览器中查看',
  Disconnect: '断开连接',
  Accounts: '账户',
  Payment: '支付',
  Ordinals: 'Ordinals',
  'Copy payment address': '复制支付地址',
  'Copy ordinals address': '复制 Ordinals 地址',
  'Other addresses': '其他地址',
  '{purpose}: {address}': '{purpose}：{address}',
  'Networks not connected': '未连接的网络',
  'Switch to {network}': '切换到 {network}',
  'Loading balance…': '正在加载余额…',
  'Balance unavailable': '无法获取余额',
  Tokens: '代币',
  Total: '总计',
  Unknown: '未知',
  'Loading tokens…': '正在加载代币…',
  'Token balances are unavailable.': '无法获取代币余额。',
  'No tokens on this network yet.': '此网络上暂无代币。',
  NFTs: 'NFT',
  'Loading NFTs…': '正在加载 NFT…',
  'NFTs are unavailable.': '无法获取 NFT。',
  'No NFTs on this network yet.': '此网络上暂无 NFT。',
  Activity: '活动',
  'Loading activity…': '正在加载活动…',
  'No activity on this network yet.': '此网络上暂无活动。',
  'Show more': '显示更多',
  Failed: '失败',
  Pending: '待处理',

  // Networks, switching, connecting
  Networks: '网络',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    '您的钱包当前所在的网络不受此应用支持。请在下方选择一个网络。',
  "This app doesn't support your current network. Switch to an available option to continue.":
    '此应用不支持您当前的网络。请切换到可用的网络以继续。',
  'the network': '该网络',
  'Approve in wallet': '在钱包中批准',
  'Switch to {network} in {wallet}': '在 {wallet} 中切换到 {network}',
  'Switched to {network}': '已切换到 {network}',
  'your wallet': '您的钱包',
  'Connected to {wallet}': '已连接到 {wallet}',
  'Continue in {wallet}': '在 {wallet} 中继续',
  'Accept the connection request in your wallet.': '请在钱包中接受连接请求。',
  '{namespace} wallet needed': '需要 {namespace} 钱包',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    '要使用 {network}，请连接支持 {namespace} 网络的钱包。',
  'Your current wallet is on {namespace}.': '您当前的钱包位于 {namespace}。',

  // Connecting over WalletConnect
  wallet: '钱包',
  'Approved in {wallet}': '已在 {wallet} 中批准',
  'Scan with {wallet}': '使用 {wallet} 扫码',
  'Scan with your phone': '使用手机扫码',
  'Reconnecting to WalletConnect…': '正在重新连接 WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} 会在其内置浏览器中打开此网站，并在那里直接连接。',
  'Your wallet opens this site in its own browser, where it connects directly.':
    '您的钱包会在其内置浏览器中打开此网站，并在那里直接连接。',
  'Open in {wallet}': '在 {wallet} 中打开',
  'Open {wallet}': '打开 {wallet}',
  'Preparing the link…': '正在准备链接…',
  'Waiting for the WalletConnect relay to create a pairing code…': '正在等待 WalletConnect 中继生成配对码…',
  'Approve the connection in your wallet, then come back here.': '请在钱包中批准连接，然后返回此处。',
  'Get a new link': '获取新链接',
  'Wallet not opening? Copy the link': '钱包没有打开？复制链接',
  'Copy the link into your wallet': '复制链接并粘贴到钱包中',
  'QR code to connect {wallet}': '用于连接 {wallet} 的二维码',
  'QR code to connect your wallet': '用于连接钱包的二维码',
  "Scan it with your phone's camera or your wallet's scanner.": '请使用手机相机或钱包的扫码功能扫描。',
  "Can't scan? Copy the link": '无法扫码？复制链接',
  'Get a new QR code': '获取新二维码',

  // Get a wallet, toasts, alerts
  'Browse all wallets': '浏览所有钱包',
  'No wallet to suggest': '暂无可推荐的钱包',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    '钱包目录未提供钱包的获取途径。请在手机的应用商店中查找钱包应用，或在浏览器的扩展商店中查找钱包扩展程序。',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    '钱包用于保管您的加密资产，并让您无需记住密码即可登录此类应用。获取钱包后，请返回此处进行连接。',
  'Loading wallets…': '正在加载钱包…',
  Extension: '扩展程序',
  iOS: 'iOS',
  Android: 'Android',
  Website: '网站',
  'browser extension': '浏览器扩展程序',
  'iOS app': 'iOS 应用',
  'Android app': 'Android 应用',
  website: '网站',
  '{wallet} {link} (opens in a new tab)': '{wallet} {link}（在新标签页中打开）',
  'Close notification': '关闭通知',
  'Notifications (Alt+T)': '通知 (Alt+T)',
  'Dismiss alert': '关闭提醒',

  // Email, social and Farcaster login
  Continue: '继续',
  'No code?': '没有收到验证码？',
  'Send another': '重新发送',
  'Your email': '您的邮箱',
  'Enter the code sent to {email}': '请输入发送至 {email} 的验证码',
  'Sending a code to {email}…': '正在向 {email} 发送验证码…',
  'Approve this device from the email sent to {email}.': '请通过发送至 {email} 的邮件批准此设备。',
  'Checking the code…': '正在核对验证码…',
  'Signing you in…': '正在登录…',
  'Email login is not set up': '未设置邮箱登录',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    '此网站没有可用邮箱登录的内置钱包。请改为连接钱包。',
  'New email': '新邮箱',
  'your new email': '您的新邮箱',
  'One moment…': '请稍候…',
  'This site has no embedded wallet whose email could change.': '此网站没有可更改邮箱的内置钱包。',
  'Taking you to {provider}…': '正在前往 {provider}…',
  'Logging you in with {provider}…': '正在通过 {provider} 登录…',
  'Logged in with {provider}.': '已通过 {provider} 登录。',
  'Log in with {provider} in the window that opened.': '请在打开的窗口中通过 {provider} 登录。',
  'Social login is not set up': '未设置社交账号登录',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    '此网站没有可用社交账号登录的内置钱包。请改为连接钱包。',
  'QR code to log in with Farcaster': '用于通过 Farcaster 登录的二维码',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    '请使用手机相机扫描，然后在 Farcaster 应用中批准登录。',
  'Loading your Farcaster account…': '正在加载您的 Farcaster 账户…',
  'Farcaster login is not set up': '未设置 Farcaster 登录',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    '此网站没有可通过 Farcaster 登录的内置钱包。请改为连接钱包。',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': '正在登录',
  'This site': '此网站',
  '{app} needs to connect to your wallet': '{app} 需要连接您的钱包',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    '签署此消息以证明您拥有 {address}。此操作不产生任何费用，也不会发送交易。',
  'Approve the signature in your wallet': '请在钱包中批准签名',
  Sign: '签名',
  'Message to sign': '待签名消息',
  'No transaction to approve': '没有待批准的交易',
  'Nothing is waiting for your approval.': '没有等待您批准的内容。',
  Warnings: '警告',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'other: 此交易之后还有 {count} 笔交易等待处理',
  'Approve the transaction in your wallet': '请在钱包中批准交易',
  Approve: '批准',
  Decline: '拒绝',
  Done: '完成',
  '{namespace} wallets': '{namespace} 钱包',
  'No wallet connected.': '未连接钱包。',
  'Connected wallets': '已连接的钱包',
  Active: '当前使用',
  'Switch to {wallet}': '切换到 {wallet}',
  Switch: '切换',
  'Disconnect {wallet}': '断开 {wallet}',
  'Recent wallets': '最近使用的钱包',
  'Connect {wallet}': '连接 {wallet}',
  Connect: '连接',
  'Remove {wallet}': '移除 {wallet}',
  Remove: '移除',
  'Add wallet': '添加钱包',
  'Multi-wallet is not set up on this site.': '此网站未设置多钱包功能。',
  'Your account now goes by this name.': '您的账户现在使用此名称。',
  'Back to account': '返回账户',
  'Names are not set up': '未设置名称功能',
  'This site does not register names for accounts.': '此网站不为账户注册名称。',
  'Registering {name}…': '正在注册 {name}…',
  Name: '名称',
  Register: '注册',
  'At least 4 letters, digits or hyphens.': '至少 4 个字母、数字或连字符。',
  Suggestions: '建议',
  Taken: '已被占用',
  Available: '可用',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': '未连接账户',
  'Connect a wallet to receive funds.': '连接钱包以收款。',
  'QR code of your address': '您的地址二维码',
  'Send only on {network}': '请仅通过 {network} 发送',
  'This address also receives on {networks}': '此地址也可在 {networks} 上收款',
  'Sending is not set up': '未设置发送功能',
  'This site does not send from the modal.': '此网站不支持在此窗口中发送。',
  'Approve the transaction in your wallet.': '请在钱包中批准交易。',
  Token: '代币',
  Amount: '数量',
  'Amount in {symbol}': '数量（{symbol}）',
  Max: '最大',
  To: '接收地址',
  'Address or name': '地址或名称',
  '{name} is': '{name} 的地址：',
  'Network fee': '网络费用',
  'Up to {fee}': '最多 {fee}',
  'Receiver gets': '对方收到',
  'Checking the balance and the network fee…': '正在检查余额和网络费用…',
  'Swaps are not set up': '未设置兑换功能',
  'This site does not swap from the modal.': '此网站不支持在此窗口中兑换。',
  'You pay': '支付',
  'You receive': '收到',
  'You receive at least': '最少收到',
  Expected: '预计',
  'Price impact': '价格影响',
  'Your balance': '您的余额',
  '≈ {fee}': '约 {fee}',
  '≈ {fee} ({value})': '约 {fee}（{value}）',
  'Could not be estimated': '无法估算',
  '{fee}, includes the approval': '{fee}（含授权）',
  'Your {symbol} balance does not cover the network fee': '您的 {symbol} 余额不足以支付网络费用',
  'Preparing the swap…': '正在准备兑换…',
  'Swap sent: waiting for it to be confirmed…': '兑换已发送：正在等待确认…',
  'Swap again': '再次兑换',
  'Stop waiting': '停止等待',
  'Swap the tokens’ places': '互换代币位置',
  'Getting a quote…': '正在获取报价…',
  'Buying is not set up': '未设置购买功能',
  'This site does not sell crypto from the modal.': '此网站不支持在此窗口中购买加密货币。',
  'Loading what you can buy…': '正在加载可购买的资产…',
  'Your browser blocked the provider’s window.': '您的浏览器拦截了服务商的窗口。',
  'the provider': '服务商',
  'Open {provider} in a new tab': '在新标签页中打开 {provider}',
  'Check again': '再次检查',
  'Back to the form': '返回表单',
  'Buy more': '继续购买',
  'Opening {provider}…': '正在打开 {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    '请在 {provider} 窗口中完成购买，完成后关闭该窗口。',
  'Waiting for your purchase to arrive…': '正在等待所购资产到账…',
  'The provider list could not be loaded: showing the usual currencies.':
    '无法加载服务商列表：正在显示常用货币。',
  'Payment currency': '支付货币',
  'Payment method': '支付方式',
  Card: '银行卡',
  'Bank account': '银行账户',
  'The least you can pay by card is {limit}': '银行卡最低支付金额为 {limit}',
  'The most you can pay by card is {limit}': '银行卡最高支付金额为 {limit}',
  'The least you can pay by bank account is {limit}': '银行账户最低支付金额为 {limit}',
  'The most you can pay by bank account is {limit}': '银行账户最高支付金额为 {limit}',
  'You buy': '购买',
  Provider: '服务商',
  'Enter an amount to see a quote.': '输入金额以查看报价。',
  Buy: '购买',
  'Buy with {provider}': '通过 {provider} 购买',
  'Payments are not set up': '未设置支付功能',
  'This site does not ask for payments from the modal.': '此网站不会在此窗口中请求付款。',
  'Reading the amount…': '正在读取金额…',
  Network: '网络',
  'Copy recipient address': '复制收款地址',
  From: '发送地址',
  'up to {fee}': '最多 {fee}',
  'Estimating…': '正在估算…',
  'Loading the payment…': '正在加载付款信息…',
  'No payment was asked for.': '没有付款请求。',
  'Approve the payment of {amount} in your wallet': '请在钱包中批准支付 {amount}',
  'Reading the payment from the network…': '正在从网络读取付款信息…',
  'Payment sent: waiting for it to be confirmed…': '付款已发送：正在等待确认…',
  'Paid {amount}.': '已支付 {amount}。',
  Transaction: '交易',
  'Pay from': '付款账户',
  'Balance: {balance}': '余额：{balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '金额和网络费用不足：需要 {needed} {symbol}，可用 {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    '金额不足：需要 {needed} {symbol}，可用 {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '网络费用不足：需要 {needed} {symbol}，可用 {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    '支付 {paid} · 约收到 {received} · 手续费 {fee}（{provider}）',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    '支付 {paid} · 估算：收到的数量和手续费以 {provider} 显示为准',
  '{amount} arrived in your wallet': '{amount} 已到达您的钱包',
  '{impact} — high: you receive much less than the pool’s price': '{impact} — 较高：您收到的将远低于池子价格',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} 不足：需要 {needed} {symbol}，可用 {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    '{symbol} 不足：含网络费用需要 {needed} {symbol}，可用 {available} {symbol}',
  '{symbol} has at most {decimals} decimals': '{symbol} 最多有 {decimals} 位小数',
  'Approve {symbol} in your wallet ({step} of {steps})':
    '请在钱包中授权 {symbol}（第 {step} 步，共 {steps} 步）',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    '请在钱包中将 {from} 兑换为 {to}（第 {step} 步，共 {steps} 步）',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    '请在钱包中授权 {from} 并将其兑换为 {to}（一次确认）',
  'Swapped {paid} for at least {received}.': '已将 {paid} 兑换为至少 {received}。',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    '兑换在链上失败（已回滚）：未兑换任何资产，网络费用已支付。您授予交易所花费 {amount} 的授权仍然有效。',
  'No address is registered for {name} on {network}': '{network} 上没有为 {name} 注册的地址',
  'This is not a valid {namespace} address': '这不是有效的 {namespace} 地址',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} 不足以支付金额和网络费用：需要 {needed} {symbol}，可用 {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} 不足以支付金额：需要 {needed} {symbol}，可用 {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} 不足以支付网络费用：需要 {needed} {symbol}，可用 {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account": '包含为收款人开设 {symbol} 账户的 {amount}',
  'About {amount}': '约 {amount}',
  'At most {amount}': '最多 {amount}',
  '{amount} plus the network fee': '{amount} 加网络费用',

  // Core's messages: its errors, snacks and the empty wallet list
  'Connection rejected': '连接被拒绝',
  'Failed to connect': '连接失败',
  'Network switch rejected': '网络切换被拒绝',
  'Signature declined': '签名被拒绝',
  'Popup closed': '弹出窗口已关闭',
  'Request was aborted': '请求已中止',
  'Another request is waiting for the wallet': '钱包中还有另一个请求正在等待处理',
  'The wallet did not share that account with this site': '钱包未向此网站提供该账户',
  'The connector does not support any of the requested chains': '此钱包不支持所请求的任何链',
  'Failed to initiate social connection': '无法发起社交账号登录',
  'Failed to connect to farcaster': '无法连接到 Farcaster',
  'Token Balance Unavailable': '无法获取代币余额',
  'Failed to fetch transactions': '无法获取交易记录',
  'Something went wrong': '出了点问题',
  'Address copied': '地址已复制',
  'No wallets found': '未找到钱包',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    '请在钱包应用的内置浏览器中打开此页面，或先安装钱包应用。',
  'Install a wallet browser extension, then reload this page.':
    '请安装钱包浏览器扩展程序，然后重新加载此页面。',
  // The money views' messages without figures.
  'An amount and receiver address are required': '需要填写金额和收款地址',
  'A token is required': '需要选择代币',
  'Unsupported chain': '不支持该链',
  'Leaves this wallet': '转出此钱包',
  'Comes into this wallet': '转入此钱包',
  Fee: '手续费',
  'Signed by': '签名者',
  'Fee paid by': '手续费支付方',
  'Could not be read': '无法读取',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    '请用数字输入金额，小数用点号表示（如 0.5）',
  'Enter an amount above 0': '请输入大于 0 的金额',
  'Enter an amount like 100 or 49.99': '请输入金额，如 100 或 49.99',
  'The purchase has not arrived yet. It can take a few minutes.': '购买的资产尚未到账。可能需要几分钟。',
  'The provider’s page could not be opened. Try again.': '无法打开服务商的页面。请重试。',
  'Nothing can be bought on this network': '此网络上没有可购买的资产',
  'Connect an EVM account to swap': '请连接 EVM 账户以进行兑换',
  'Network not supported for Swaps': '该网络不支持兑换',
  'Swaps are not offered in your region': '您所在的地区不提供兑换',
  'You rejected the swap in your wallet': '您在钱包中拒绝了兑换',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    '兑换已发送，但尚未确认。再次兑换前请先查看钱包。',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    '授权和兑换在链上失败（一起回滚）：未进行任何授权或兑换，网络费用已支付。',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    '兑换在链上失败（已回滚）：未兑换任何资产，网络费用已支付。',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).': '手续费（{fee}）高于付款金额（{payment}）。',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    '费率 {rate} 超过网络下一个区块费率 {networkRate} 的 {factor} 倍。',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    '手续费按网站为输入 {inputs} 声明的金额计算，该输入由其他签名者签名，其金额无从证实：实际支付的手续费可能不同。从此钱包转出的金额是准确的。',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    '手续费按网站为输入 {inputs} 声明的金额计算，这些输入由其他签名者签名，其金额无从证实：实际支付的手续费可能不同。从此钱包转出的金额是准确的。',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    '无法读取网络费率：请将手续费与钱包中的手续费进行比较。',
  'Foyer will not ask your wallet to sign this.': 'Foyer 不会请求您的钱包签署此交易。',
  'The transaction has no outputs: everything it spends would go to the fee.':
    '该交易没有输出：它花费的所有金额都将成为手续费。',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    '输入 {index}：PSBT 未说明其花费的内容，因此无法得知会从此钱包转出什么。',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    '输入 {index} 在没有前一笔交易的情况下花费此钱包的币，因此无法核实其金额：显示的手续费可能与实际支付的相差甚远。',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    '输入 {index} 要求 {sighash}：此钱包的签名不会涵盖{part}，因此网站可能在您批准后更改它们。',
  'the outputs': '输出',
  'all but one output': '除一个以外的所有输出',
  'the other inputs': '其他输入',
  'the outputs or the other inputs': '输出或其他输入',
  'all but one output or the other inputs': '除一个以外的所有输出或其他输入',
  'what this review shows': '此审核显示的内容',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    '输入 {index} 声称花费 {stated}，但其前一笔交易支付的是 {paid}：PSBT 自相矛盾。',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    '输入 {index} 声称花费 {stated}，但其前一笔交易向另一个脚本支付 {paid}：PSBT 自相矛盾。',
  "Unknown: the PSBT does not carry every input's amount": '未知：PSBT 未包含每个输入的金额',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    '未知：PSBT 未说明此钱包的每个输入花费了什么',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    '此交易使用持久 nonce：它永不过期，因此可以在您批准很久之后随时发送。',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    '手续费由 {payer} 支付，而不是此钱包：这笔交易由他人准备并付费。',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer 无法得知创建 {account} 会花费您多少 SOL。',
  'This hands your account to program {program}: it could then take all of your SOL.':
    '这会将您的账户移交给程序 {program}：它随后可能拿走您所有的 SOL。',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    '无限授权：{delegate} 现在或以后都可能拿走 {account} 中的所有代币。',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} 将获得 {account} 的所有者权限：它可能拿走其中的所有代币。',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} 将获得 {account} 的关闭权限：它可能关闭该账户并拿走其中的 SOL。',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} 将获得 {account} 的 {kind} 权限：它可以随意行使该权限。',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    '关闭 {account} 会将其 SOL 发送到 {destination}，而不是此钱包。',
  'Program {program} has an unknown effect: it may move any of your funds.':
    '程序 {program} 的作用未知：它可能转移您的任何资金。',
  'Foyer cannot read this transaction': 'Foyer 无法读取此交易',
  'Foyer cannot read the address lookup tables this transaction uses': 'Foyer 无法读取此交易使用的地址查找表',
  'Foyer cannot read an instruction of this transaction': 'Foyer 无法读取此交易的一条指令',
  'Leaves this wallet (token account {address})': '转出此钱包（代币账户 {address}）',
  'Leaves this wallet (mint {address})': '转出此钱包（铸币 {address}）',
  '{amount} raw units (decimals unknown)': '{amount} 个原始单位（小数位数未知）',
  '{amount} tokens': '{amount} 个代币',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    '无限授权：在授权被撤销之前，{spender} 现在和以后都可以花费此钱包的全部 {name}（代币 {token}）。',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '在被撤销之前，{operator} 现在和以后都可以转移此钱包在集合 {token} 中持有的所有代币。',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    '这会调用 {contract} 的函数 {selector}，Foyer 无法读取它：它可能转移您的任何资产。',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    '无限授权：一经签署，{spender} 即可花费此钱包的全部 {name}（代币 {token}）。',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    '此签名用于链 {chain}，而不是此钱包所在的 {network}（链 {walletChain}）：它可能在那条链上被使用。',
  'No minimum: you may receive nothing for the {amount} you pay.':
    '无最少收到数量：您支付 {amount} 后可能什么也收不到。',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token} 将发送到 {receiver}：Foyer 无法判断这是否是您的账户。',
  'The {token} go to {receiver}, not to your account.': '{token} 将发送到 {receiver}，而不是您的账户。',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    '路由器只通过其 WETH（{weth}）兑换 {symbol}；此路径以 {token} 开始：路由器将拒绝此兑换，只会花费网络费用。',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    '路由器只通过其 WETH（{weth}）兑换 {symbol}；此路径以 {token} 结束：路由器将拒绝此兑换，只会花费网络费用。',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    '截止时间（{deadline}）已过：路由器将拒绝此兑换，只会花费网络费用。',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer 无法用文字描述此请求：仅当您信任此网站所请求的内容时才批准。',
  'Foyer cannot read this request: {reason}.': 'Foyer 无法读取此请求：{reason}。',
  'Send a Bitcoin transaction': '发送比特币交易',
  'Sign a Bitcoin transaction': '签署比特币交易',
  Inputs: '输入',
  Outputs: '输出',
  'Signed by this wallet': '由此钱包签名',
  'Back to this wallet': '退回此钱包',
} satisfies Dictionary
