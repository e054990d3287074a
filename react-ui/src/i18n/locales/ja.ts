import type { Dictionary } from '../dictionary.js'

// Japanese. Product and protocol names (WalletConnect, Farcaster, NFT) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'ネットワークが見つかりません',
  'Network not found': 'ネットワークが見つかりません',
  'Invalid App Configuration': 'アプリの設定が無効です',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'このオリジンは許可リストにありません。ダッシュボードでこのオリジンをプロジェクトに追加してください。',
  'Network Error': 'ネットワークエラー',
  'Failed to load the embedded wallet.': '組み込みウォレットを読み込めませんでした。',
  'Embedded Wallet Request Timed Out': '組み込みウォレットのリクエストがタイムアウトしました',
  'The embedded wallet did not answer in time.': '組み込みウォレットが時間内に応答しませんでした。',
  'Session Expired': 'セッションの有効期限切れ',
  'Your session expired: connect again.': 'セッションの有効期限が切れました。もう一度接続してください。',
  'Invalid Project ID': '無効なプロジェクトID',
  'The project id was refused: check it on the dashboard.':
    'プロジェクトIDが拒否されました。ダッシュボードで確認してください。',
  'Project ID Not Configured': 'プロジェクトIDが未設定です',
  'No project id is set: remote features are off (basic mode).':
    'プロジェクトIDが設定されていません。リモート機能はオフです（ベーシックモード）。',
  'No Allowed Origins': '許可されたオリジンがありません',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'このプロジェクトの許可されたオリジンを読み取れませんでした。このサイトのオリジンをプロジェクトに追加してください。ここではメールログインとソーシャルログインが使えない可能性があります。',
  'Server Error': 'サーバーエラー',
  'The server answered with an error.': 'サーバーがエラーを返しました。',
  'Rate Limited': 'リクエスト数の上限に達しました',
  'Too many requests: try again later.': 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  'iframe load failed': 'iframeを読み込めませんでした',
  'The login frame did not load.': 'ログインフレームが読み込まれませんでした。',
  'iframe request timeout': 'iframeのリクエストがタイムアウトしました',
  'The login frame did not answer in time.': 'ログインフレームが時間内に応答しませんでした。',
  'unverified domain': '未確認のドメイン',
  'This domain is not verified.': 'このドメインは確認されていません。',
  'Multi-Wallet Not Enabled': 'マルチウォレットが無効です',
  'This site connects one wallet at a time.': 'このサイトでは一度に1つのウォレットしか接続できません。',
  'Local configuration ignored': 'ローカル設定は無視されました',
  'Remote configuration loaded: local feature settings are ignored.':
    'リモート設定を読み込みました。ローカルの機能設定は無視されます。',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'リモート設定を読み込んだため、{features} のローカル設定は無視されました。これらの機能はプロジェクトのダッシュボードで管理してください。',
  'This payment request is not valid: {reason}': 'この支払いリクエストは無効です：{reason}',
  'Session not yet valid': 'セッションはまだ有効ではありません',
  "The device clock is behind: check the device's date and time.":
    'デバイスの時計が遅れています。デバイスの日付と時刻を確認してください。',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    '承認の送信先が {to} で、{symbol} のコントラクト {token} ではありません',
  "the approval sends {wei} wei of the network's coin":
    '承認がネットワークのネイティブコインを {wei} wei 送ります',
  'the approval is not an approval of exactly {amount}': '承認がちょうど {amount} の承認ではありません',
  "the approval lets {spender} spend, not the network's swap router {router}":
    '承認で使用を許可する相手が {spender} で、ネットワークのスワップルーター {router} ではありません',
  'the swap is sent from {from}, not from {account}':
    'スワップの送信元が {from} で、{account} ではありません',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'スワップがネットワークのネイティブコインを {wei} wei 送ります（{expected} ではありません）',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'スワップの送信先が {to} で、承認で使用を許可した {spender} ではありません',
  "the swap goes to {to}, not to the network's swap router {router}":
    'スワップの送信先が {to} で、ネットワークのスワップルーター {router} ではありません',
  'the swap is not one of the router’s swaps of an exact amount':
    'スワップが、ルーターの正確な数量を指定するスワップのいずれでもありません',
  'the swap ({function}) does not pay {from} for {to}':
    'スワップ（{function}）が {from} を支払って {to} を受け取るものではありません',
  'the swap pays {amount}, not the amount shown':
    'スワップの支払額が {amount} で、表示された数量ではありません',
  "the swap's path starts at {address}, not at {symbol}":
    'スワップのパスが {address} から始まり、{symbol} からではありません',
  "the swap's path ends at {address}, not at {symbol}":
    'スワップのパスが {address} で終わり、{symbol} ではありません',
  'the swap pays what it gives to {to}, not to {account}':
    'スワップで受け取る分の支払先が {to} で、{account} ではありません',
  'the swap’s deadline has passed': 'スワップの期限を過ぎています',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'HTTP ステータスコード：{status}',
  'Please try again after {seconds} seconds': '{seconds} 秒後にもう一度お試しください',
  'Error registering name {name}': '名前 {name} の登録中にエラーが発生しました',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin はこれほど少額の支払いを中継しません。{minimum} 以上を送ってください',
  'The transfer failed on the network ({error}); its fee was paid':
    'ネットワーク上で送金に失敗しました（{error}）。手数料は支払われました',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'スワップするトークンを読み込めませんでした：{reason}',
  'Could not get a quote for {from} → {to}: {reason}':
    '{from} → {to} の見積もりを取得できませんでした：{reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    '{from} → {to} の見積もりはありません: スワップサービスにルートがありません',
  'Could not read your {symbol} balance from the chain': 'チェーンから {symbol} の残高を読み取れませんでした',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'ネットワーク手数料を見積もれないため、最大では手数料を残せません: 手数料分を残して金額を入力してください',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    '取引所が使用できる {symbol} の額を読み取れませんでした：{reason}',
  'You rejected the approval of {symbol} in your wallet': 'ウォレットで {symbol} の承認を拒否しました',
  'The approval of {symbol} failed: {reason}': '{symbol} の承認に失敗しました：{reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    '{symbol} の承認は送信されましたが、時間内に確認されませんでした',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'チェーン上で {symbol} の承認に失敗しました（リバート）：スワップは送信されていません。ネットワーク手数料は支払われました。',
  'Could not build the swap: {reason}': 'スワップを作成できませんでした：{reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'スワップサービスが表示中のスワップとは異なる取引を作成したため、送信しませんでした：{details}。',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    '価格が変動しました：スワップで受け取る額が {minimum}（表示された最小額、スリッページ {slippage} %）を下回ります。新しい見積もりを確認してください。',
  'The swap failed: {reason}': 'スワップに失敗しました：{reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'ウォレットで {symbol} の承認とスワップを拒否しました',
  'The approval of {symbol} and the swap failed: {reason}':
    '{symbol} の承認とスワップに失敗しました：{reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    '{symbol} の承認とスワップに失敗しました：{reason}。何も承認・スワップされていません。',
  'the swap service did not answer': 'スワップサービスが応答しませんでした',
  'the wallet could not send it': 'ウォレットが送信できませんでした',
  'the wallet could not send them': 'ウォレットがまとめて送信できませんでした',
  'the chain does not show it': 'チェーン上に見つかりません',
  'You hold no {symbol}': '{symbol} を保有していません',

  Back: '戻る',
  Close: '閉じる',
  'This step must be completed before closing': 'このステップを完了するまで閉じられません',

  'Connect wallet': 'ウォレットを接続',
  Account: 'アカウント',
  'All wallets': 'すべてのウォレット',
  WalletConnect: 'WalletConnect',
  'Unsupported network': '非対応のネットワーク',
  'Choose network': 'ネットワークを選択',
  'Get a wallet': 'ウォレットを入手',
  'Switch network': 'ネットワークを切り替え',
  'Switch chain': 'チェーンを切り替え',
  'Choose a name': '名前を選択',
  'Name registered': '名前を登録しました',
  'Email login': 'メールでログイン',
  'Update email': 'メールアドレスを変更',
  'Social login': 'ソーシャルログイン',
  Farcaster: 'Farcaster',
  Wallets: 'ウォレット',
  'Buy crypto': '暗号資産を購入',
  Receive: '受け取る',
  Send: '送る',
  'Sign in': 'サインイン',
  Swap: 'スワップ',
  Pay: '支払い',
  'Approve transaction': 'トランザクションを承認',

  'Try again': 'もう一度試す',
  Cancel: 'キャンセル',
  'Loading…': '読み込み中…',
  Copied: 'コピーしました',
  "Couldn't copy": 'コピーできませんでした',
  'Copy address': 'アドレスをコピー',
  'Copy link': 'リンクをコピー',

  'Connecting…': '接続中…',
  'Select network': 'ネットワークを選択',

  'Loading sign-in options…': 'サインイン方法を読み込み中…',
  'New to wallets?': 'ウォレットを初めて使いますか？',
  'Get one': '入手する',
  Recent: '最近使用',
  Installed: 'インストール済み',
  Featured: '注目',
  'More wallets': 'その他のウォレット',
  External: '外部',
  Recommended: 'おすすめ',
  'Continue with email': 'メールで続ける',
  'Continue with a social account': 'ソーシャルアカウントで続ける',
  'Continue with {provider}': '{provider}で続ける',

  'Search wallets': 'ウォレットを検索',
  Search: '検索',
  'Certified only': '認定済みのみ',
  Certified: '認定済み',
  'Loading wallets': 'ウォレットを読み込み中',
  'Loading more wallets': 'さらにウォレットを読み込み中',
  'No wallet found': 'ウォレットが見つかりません',
  'Nothing matches “{query}”.': '「{query}」に一致するものはありません。',
  'Nothing matches “{query}” among certified wallets.':
    '認定済みウォレットに「{query}」に一致するものはありません。',
  'The directory has no wallets.': 'ディレクトリにウォレットがありません。',
  'The directory has no wallets among certified wallets.': 'ディレクトリに認定済みウォレットがありません。',
  'one: {count} wallet|other: {count} wallets': 'other: {count}件のウォレット',
  'Wallet directory not configured': 'ウォレットディレクトリが設定されていません',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'すべてのウォレットの閲覧と検索にはウォレットディレクトリが必要です。プロジェクトIDとそのAPIのURLを設定してください。',

  'Approve the request in your wallet.': 'ウォレットでリクエストを承認してください。',
  'Network:': 'ネットワーク：',
  'Email:': 'メール：',
  Update: '変更',
  'Smart account': 'スマートアカウント',
  'Switch to smart account': 'スマートアカウントに切り替える',
  'Switching to your smart account…': 'スマートアカウントに切り替え中…',
  Wallet: 'ウォレット',
  'Wallets:': 'ウォレット：',
  'View on explorer': 'エクスプローラーで表示',
  Disconnect: '接続を解除',
  Accounts: 'アカウント',
  Payment: '支払い',
  Ordinals: 'Ordinals',
  'Copy payment address': '支払いアドレスをコピー',
  'Copy ordinals address': 'Ordinalsアドレスをコピー',
  'Other addresses': 'その他のアドレス',
  '{purpose}: {address}': '{purpose}：{address}',
  'Networks not connected': '接続されていないネットワーク',
  'Switch to {network}': '{network}に切り替える',
  'Loading balance…': '残高を読み込み中…',
  'Balance unavailable': '残高を取得できません',
  Tokens: 'トークン',
  Total: '合計',
  Unknown: '不明',
  'Loading tokens…': 'トークンを読み込み中…',
  'Token balances are unavailable.': 'トークン残高を取得できません。',
  'No tokens on this network yet.': 'このネットワークにはまだトークンがありません。',
  NFTs: 'NFT',
  'Loading NFTs…': 'NFTを読み込み中…',
  'NFTs are unavailable.': 'NFTを取得できません。',
  'No NFTs on this network yet.': 'このネットワークにはまだNFTがありません。',
  Activity: 'アクティビティ',
  'Loading activity…': 'アクティビティを読み込み中…',
  'No activity on this network yet.': 'このネットワークにはまだアクティビティがありません。',
  'Show more': 'さらに表示',
  Failed: '失敗',
  Pending: '保留中',

  Networks: 'ネットワーク',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'ウォレットがこのアプリの対応していないネットワークに接続されています。以下から選んでください。',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'このアプリは現在のネットワークに対応していません。続けるには利用可能なネットワークに切り替えてください。',
  'the network': 'ネットワーク',
  'Approve in wallet': 'ウォレットで承認',
  'Switch to {network} in {wallet}': '{wallet}で{network}に切り替える',
  'Switched to {network}': '{network}に切り替えました',
  'your wallet': 'ウォレット',
  'Connected to {wallet}': '{wallet}に接続しました',
  'Continue in {wallet}': '{wallet}で続ける',
  'Accept the connection request in your wallet.': 'ウォレットで接続リクエストを承認してください。',
  '{namespace} wallet needed': '{namespace}ウォレットが必要です',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    '{network}を使うには、{namespace}ネットワークに対応したウォレットを接続してください。',
  'Your current wallet is on {namespace}.': '現在のウォレットは{namespace}に接続されています。',

  'Connection rejected': '接続が拒否されました',
  'Failed to connect': '接続できませんでした',
  'Network switch rejected': 'ネットワークの切り替えが拒否されました',
  'Signature declined': '署名が拒否されました',
  'Popup closed': 'ポップアップが閉じられました',
  'Request was aborted': 'リクエストが中止されました',
  'Another request is waiting for the wallet': '別のリクエストがウォレットで待機中です',
  'The wallet did not share that account with this site':
    'ウォレットはこのアカウントをこのサイトと共有していません',
  'The connector does not support any of the requested chains':
    'このウォレットは要求されたチェーンのいずれにも対応していません',
  'Failed to initiate social connection': 'ソーシャルログインを開始できませんでした',
  'Failed to connect to farcaster': 'Farcasterに接続できませんでした',
  'Token Balance Unavailable': 'トークン残高を取得できません',
  'Failed to fetch transactions': 'トランザクションを取得できませんでした',
  'Something went wrong': '問題が発生しました',
  'Address copied': 'アドレスをコピーしました',
  'No wallets found': 'ウォレットが見つかりません',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'ウォレットアプリ内のブラウザでこのページを開くか、先にウォレットアプリをインストールしてください。',
  'Install a wallet browser extension, then reload this page.':
    'ウォレットのブラウザ拡張機能をインストールしてから、このページを再読み込みしてください。',
  wallet: 'ウォレット',
  'Approved in {wallet}': '{wallet}で承認されました',
  'Scan with {wallet}': '{wallet}でスキャン',
  'Scan with your phone': 'スマートフォンでスキャン',
  'Reconnecting to WalletConnect…': 'WalletConnectに再接続中…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet}はこのサイトを独自のブラウザで開き、そこで直接接続します。',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'ウォレットはこのサイトを独自のブラウザで開き、そこで直接接続します。',
  'Open in {wallet}': '{wallet}で開く',
  'Open {wallet}': '{wallet}を開く',
  'Preparing the link…': 'リンクを準備中…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'WalletConnectリレーがペアリングコードを作成するのを待っています…',
  'Approve the connection in your wallet, then come back here.':
    'ウォレットで接続を承認してから、ここに戻ってください。',
  'Get a new link': '新しいリンクを取得',
  'Wallet not opening? Copy the link': 'ウォレットが開きませんか？リンクをコピー',
  'Copy the link into your wallet': 'リンクをコピーしてウォレットに貼り付けてください',
  'QR code to connect {wallet}': '{wallet}を接続するためのQRコード',
  'QR code to connect your wallet': 'ウォレットを接続するためのQRコード',
  "Scan it with your phone's camera or your wallet's scanner.":
    'スマートフォンのカメラかウォレットのスキャナーで読み取ってください。',
  "Can't scan? Copy the link": 'スキャンできませんか？リンクをコピー',
  'Get a new QR code': '新しいQRコードを取得',
  'Browse all wallets': 'すべてのウォレットを見る',
  'No wallet to suggest': 'おすすめできるウォレットがありません',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'ウォレットディレクトリに入手先の情報がありません。スマートフォンのアプリストアでウォレットアプリを、またはブラウザの拡張機能ストアでウォレット拡張機能を探してください。',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'ウォレットは暗号資産を保管し、パスワードを覚えなくてもこのようなアプリにサインインできるようにします。ウォレットを入手したら、ここに戻って接続してください。',
  'Loading wallets…': 'ウォレットを読み込み中…',
  Extension: '拡張機能',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'ウェブサイト',
  'browser extension': 'ブラウザ拡張機能',
  'iOS app': 'iOSアプリ',
  'Android app': 'Androidアプリ',
  website: 'ウェブサイト',
  '{wallet} {link} (opens in a new tab)': '{wallet}の{link}（新しいタブで開きます）',
  'Close notification': '通知を閉じる',
  'Notifications (Alt+T)': '通知 (Alt+T)',
  'Dismiss alert': 'アラートを閉じる',

  // Email, social and Farcaster login
  Continue: '続ける',
  'No code?': 'コードが届きませんか？',
  'Send another': '再送信',
  'Your email': 'メールアドレス',
  'Enter the code sent to {email}': '{email} に送信されたコードを入力してください',
  'Sending a code to {email}…': '{email} にコードを送信しています…',
  'Approve this device from the email sent to {email}.':
    '{email} に送信されたメールからこのデバイスを承認してください。',
  'Checking the code…': 'コードを確認しています…',
  'Signing you in…': 'サインインしています…',
  'Email login is not set up': 'メールログインは設定されていません',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'このサイトにはメールでサインインできる組み込みウォレットがありません。代わりにウォレットを接続してください。',
  'New email': '新しいメールアドレス',
  'your new email': '新しいメールアドレス',
  'One moment…': '少々お待ちください…',
  'This site has no embedded wallet whose email could change.':
    'このサイトにはメールアドレスを変更できる組み込みウォレットがありません。',
  'Taking you to {provider}…': '{provider} に移動しています…',
  'Logging you in with {provider}…': '{provider} でログインしています…',
  'Logged in with {provider}.': '{provider} でログインしました。',
  'Log in with {provider} in the window that opened.':
    '開いたウィンドウで {provider} にログインしてください。',
  'Social login is not set up': 'ソーシャルログインは設定されていません',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'このサイトにはソーシャルアカウントでサインインできる組み込みウォレットがありません。代わりにウォレットを接続してください。',
  'QR code to log in with Farcaster': 'Farcaster でログインするための QR コード',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'スマートフォンのカメラでスキャンし、Farcaster アプリでサインインを承認してください。',
  'Loading your Farcaster account…': 'Farcaster アカウントを読み込んでいます…',
  'Farcaster login is not set up': 'Farcaster ログインは設定されていません',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'このサイトには Farcaster でサインインできる組み込みウォレットがありません。代わりにウォレットを接続してください。',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'サインイン中',
  'This site': 'このサイト',
  '{app} needs to connect to your wallet': '{app} がウォレットへの接続を求めています',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'このメッセージに署名して、{address} の所有者であることを証明してください。手数料はかからず、トランザクションも送信されません。',
  'Approve the signature in your wallet': 'ウォレットで署名を承認してください',
  Sign: '署名',
  'Message to sign': '署名するメッセージ',
  'No transaction to approve': '承認するトランザクションはありません',
  'Nothing is waiting for your approval.': '承認待ちのものはありません。',
  Warnings: '警告',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'other: このあとにさらに{count}件のトランザクションが待機しています',
  'Approve the transaction in your wallet': 'ウォレットでトランザクションを承認してください',
  Approve: '承認',
  Decline: '拒否',
  Done: '完了',
  '{namespace} wallets': '{namespace} ウォレット',
  'No wallet connected.': '接続中のウォレットはありません。',
  'Connected wallets': '接続中のウォレット',
  Active: '使用中',
  'Switch to {wallet}': '{wallet} に切り替える',
  Switch: '切り替え',
  'Disconnect {wallet}': '{wallet} の接続を解除',
  'Recent wallets': '最近使ったウォレット',
  'Connect {wallet}': '{wallet} を接続',
  Connect: '接続',
  'Remove {wallet}': '{wallet} を削除',
  Remove: '削除',
  'Add wallet': 'ウォレットを追加',
  'Multi-wallet is not set up on this site.': 'このサイトではマルチウォレットが設定されていません。',
  'Your account now goes by this name.': 'アカウントはこの名前で表示されるようになりました。',
  'Back to account': 'アカウントに戻る',
  'Names are not set up': '名前は設定されていません',
  'This site does not register names for accounts.': 'このサイトではアカウントの名前を登録できません。',
  'Registering {name}…': '{name} を登録しています…',
  Name: '名前',
  Register: '登録',
  'At least 4 letters, digits or hyphens.': '4文字以上の英字、数字、ハイフン。',
  Suggestions: '候補',
  Taken: '取得済み',
  Available: '利用可能',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': '接続中のアカウントはありません',
  'Connect a wallet to receive funds.': '資金を受け取るにはウォレットを接続してください。',
  'QR code of your address': 'あなたのアドレスの QR コード',
  'Send only on {network}': '{network} でのみ送金してください',
  'This address also receives on {networks}': 'このアドレスは {networks} でも受け取れます',
  'Sending is not set up': '送金は設定されていません',
  'This site does not send from the modal.': 'このサイトではこの画面から送金できません。',
  'Approve the transaction in your wallet.': 'ウォレットでトランザクションを承認してください。',
  Token: 'トークン',
  Amount: '金額',
  'Amount in {symbol}': '金額（{symbol}）',
  Max: '最大',
  To: '送金先',
  'Address or name': 'アドレスまたは名前',
  '{name} is': '{name} のアドレス：',
  'Network fee': 'ネットワーク手数料',
  'Up to {fee}': '最大 {fee}',
  'Receiver gets': '受取人の受取額',
  'Checking the balance and the network fee…': '残高とネットワーク手数料を確認しています…',
  'Swaps are not set up': 'スワップは設定されていません',
  'This site does not swap from the modal.': 'このサイトではこの画面からスワップできません。',
  'You pay': '支払い',
  'You receive': '受け取り',
  'You receive at least': '最低受取額',
  Expected: '予想',
  'Price impact': '価格への影響',
  'Your balance': '残高',
  '≈ {fee}': '約 {fee}',
  '≈ {fee} ({value})': '約 {fee}（{value}）',
  'Could not be estimated': '見積もれませんでした',
  '{fee}, includes the approval': '{fee}（承認を含む）',
  'Your {symbol} balance does not cover the network fee': '{symbol} の残高ではネットワーク手数料を払えません',
  'Preparing the swap…': 'スワップを準備しています…',
  'Swap sent: waiting for it to be confirmed…': 'スワップを送信しました。確認を待っています…',
  'Swap again': 'もう一度スワップ',
  'Stop waiting': '待機をやめる',
  'Swap the tokens’ places': 'トークンを入れ替える',
  'Getting a quote…': '見積もりを取得しています…',
  'Buying is not set up': '購入は設定されていません',
  'This site does not sell crypto from the modal.': 'このサイトではこの画面から暗号資産を購入できません。',
  'Loading what you can buy…': '購入できるものを読み込んでいます…',
  'Your browser blocked the provider’s window.': 'ブラウザがプロバイダーのウィンドウをブロックしました。',
  'the provider': 'プロバイダー',
  'Open {provider} in a new tab': '{provider} を新しいタブで開く',
  'Check again': 'もう一度確認',
  'Back to the form': 'フォームに戻る',
  'Buy more': 'さらに購入',
  'Opening {provider}…': '{provider} を開いています…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    '{provider} のウィンドウで購入を完了し、終わったら閉じてください。',
  'Waiting for your purchase to arrive…': '購入した資産の到着を待っています…',
  'The provider list could not be loaded: showing the usual currencies.':
    'プロバイダーの一覧を読み込めませんでした。通常の通貨を表示しています。',
  'Payment currency': '支払い通貨',
  'Payment method': '支払い方法',
  Card: 'カード',
  'Bank account': '銀行口座',
  'The least you can pay by card is {limit}': 'カードで支払える最低額は {limit} です',
  'The most you can pay by card is {limit}': 'カードで支払える最高額は {limit} です',
  'The least you can pay by bank account is {limit}': '銀行口座から支払える最低額は {limit} です',
  'The most you can pay by bank account is {limit}': '銀行口座から支払える最高額は {limit} です',
  'You buy': '購入',
  Provider: 'プロバイダー',
  'Enter an amount to see a quote.': '金額を入力すると見積もりが表示されます。',
  Buy: '購入',
  'Buy with {provider}': '{provider} で購入',
  'Payments are not set up': '支払いは設定されていません',
  'This site does not ask for payments from the modal.': 'このサイトではこの画面から支払いを求めません。',
  'Reading the amount…': '金額を読み取っています…',
  Network: 'ネットワーク',
  'Copy recipient address': '受取人のアドレスをコピー',
  From: '送金元',
  'up to {fee}': '最大 {fee}',
  'Estimating…': '見積もり中…',
  'Loading the payment…': '支払いを読み込んでいます…',
  'No payment was asked for.': '支払いは求められていません。',
  'Approve the payment of {amount} in your wallet': 'ウォレットで {amount} の支払いを承認してください',
  'Reading the payment from the network…': 'ネットワークから支払いを読み取っています…',
  'Payment sent: waiting for it to be confirmed…': '支払いを送信しました。確認を待っています…',
  'Paid {amount}.': '{amount} を支払いました。',
  Transaction: 'トランザクション',
  'Pay from': '支払い元',
  'Balance: {balance}': '残高：{balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '金額とネットワーク手数料に足りません：必要 {needed} {symbol}、利用可能 {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    '金額に足りません：必要 {needed} {symbol}、利用可能 {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'ネットワーク手数料に足りません：必要 {needed} {symbol}、利用可能 {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    '支払い {paid} · 受け取り 約 {received} · 手数料 {fee}（{provider}）',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    '支払い {paid} · 見積もり：受取額と手数料は {provider} で表示されます',
  '{amount} arrived in your wallet': '{amount} がウォレットに届きました',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — 高：プールの価格よりかなり少なく受け取ります',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} が足りません：必要 {needed} {symbol}、利用可能 {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    '{symbol} が足りません：ネットワーク手数料込みで必要 {needed} {symbol}、利用可能 {available} {symbol}',
  '{symbol} has at most {decimals} decimals': '{symbol} の小数点以下は最大 {decimals} 桁です',
  'Approve {symbol} in your wallet ({step} of {steps})':
    'ウォレットで {symbol} を承認してください（{step}/{steps}）',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'ウォレットで {from} を {to} にスワップしてください（{step}/{steps}）',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'ウォレットで {from} を承認し、{to} にスワップしてください（1 回の確認）',
  'Swapped {paid} for at least {received}.': '{paid} を最低 {received} にスワップしました。',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'チェーン上でスワップに失敗しました（リバート）：何もスワップされず、ネットワーク手数料は支払われました。取引所が {amount} を使用する承認はまだ有効です。',
  'No address is registered for {name} on {network}': '{network} には {name} のアドレスが登録されていません',
  'This is not a valid {namespace} address': '有効な {namespace} アドレスではありません',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '金額とネットワーク手数料に {symbol} が足りません：必要 {needed} {symbol}、利用可能 {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    '金額に {symbol} が足りません：必要 {needed} {symbol}、利用可能 {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'ネットワーク手数料に {symbol} が足りません：必要 {needed} {symbol}、利用可能 {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account":
    '受取人の {symbol} アカウントを開設するための {amount} を含みます',
  'About {amount}': '約 {amount}',
  'At most {amount}': '最大 {amount}',
  '{amount} plus the network fee': '{amount} + ネットワーク手数料',
  // The money views' messages without figures.
  'An amount and receiver address are required': '金額と受取人のアドレスが必要です',
  'A token is required': 'トークンを選択してください',
  'Unsupported chain': 'このチェーンには対応していません',
  'Leaves this wallet': 'このウォレットから出る額',
  'Comes into this wallet': 'このウォレットに入る額',
  Fee: '手数料',
  'Signed by': '署名者',
  'Fee paid by': '手数料の支払者',
  'Could not be read': '読み取れませんでした',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    '金額は数字で、小数点にはピリオドを使って入力してください（例：0.5）',
  'Enter an amount above 0': '0 より大きい金額を入力してください',
  'Enter an amount like 100 or 49.99': '100 や 49.99 のように金額を入力してください',
  'The purchase has not arrived yet. It can take a few minutes.':
    '購入分はまだ届いていません。数分かかることがあります。',
  'The provider’s page could not be opened. Try again.':
    'プロバイダーのページを開けませんでした。もう一度お試しください。',
  'Nothing can be bought on this network': 'このネットワークでは何も購入できません',
  'Connect an EVM account to swap': 'スワップするには EVM アカウントを接続してください',
  'Network not supported for Swaps': 'このネットワークはスワップに対応していません',
  'Swaps are not offered in your region': 'お住まいの地域ではスワップを利用できません',
  'You rejected the swap in your wallet': 'ウォレットでスワップを拒否しました',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'スワップを送信しましたが、まだ確認されていません。もう一度スワップする前にウォレットを確認してください。',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'チェーン上で承認とスワップに失敗しました（まとめてリバート）：何も承認・スワップされず、ネットワーク手数料は支払われました。',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'チェーン上でスワップに失敗しました（リバート）：何もスワップされず、ネットワーク手数料は支払われました。',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).':
    '手数料（{fee}）が支払額（{payment}）を上回っています。',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    '手数料率 {rate} は、次のブロックに対するネットワークの手数料率 {networkRate} の {factor} 倍を超えています。',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    '手数料は、サイトが入力 {inputs} について示す金額をもとに計算されています。この入力には他の署名者が署名し、その金額を裏付けるものはありません。実際に支払われる手数料は異なる場合があります。このウォレットから出る額は正確です。',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    '手数料は、サイトが入力 {inputs} について示す金額をもとに計算されています。これらの入力には他の署名者が署名し、その金額を裏付けるものはありません。実際に支払われる手数料は異なる場合があります。このウォレットから出る額は正確です。',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'ネットワークの手数料率を読み取れませんでした。手数料をウォレットの手数料と比べてください。',
  'Foyer will not ask your wallet to sign this.': 'Foyer はこれに署名するようウォレットに求めません。',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'このトランザクションには出力がありません。使われる額はすべて手数料になります。',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    '入力 {index}：PSBT に何を使うかが書かれていないため、このウォレットから出る額は不明です。',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    '入力 {index} は前のトランザクションなしでこのウォレットのコインを使うため、金額を確認できません。表示された手数料は実際の手数料と大きく異なる可能性があります。',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    '入力 {index} は {sighash} を求めています。このウォレットの署名は {part} を対象にしないため、承認後にサイトがそれらを変更できます。',
  'the outputs': '出力',
  'all but one output': '1 つを除くすべての出力',
  'the other inputs': '他の入力',
  'the outputs or the other inputs': '出力や他の入力',
  'all but one output or the other inputs': '1 つを除くすべての出力や他の入力',
  'what this review shows': 'このレビューに表示されている内容',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    '入力 {index} は {stated} を使うとされていますが、前のトランザクションは {paid} を支払っています。PSBT の内容が矛盾しています。',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    '入力 {index} は {stated} を使うとされていますが、前のトランザクションは別のスクリプトに {paid} を支払っています。PSBT の内容が矛盾しています。',
  "Unknown: the PSBT does not carry every input's amount":
    '不明：PSBT にすべての入力の金額が含まれていません',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    '不明：PSBT にこのウォレットの各入力が何を使うかが書かれていません',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'このトランザクションは永続ノンスを使っています。有効期限がないため、承認してからずっと後でも、いつでも送信できます。',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    '手数料を支払うのはこのウォレットではなく {payer} です。このトランザクションは他の誰かが用意し、支払っています。',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    '{account} の作成にかかる SOL の額を Foyer は判断できません。',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'これにより、あなたのアカウントがプログラム {program} に渡されます。プログラムはその後、あなたの SOL をすべて取る可能性があります。',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    '無制限の承認：{delegate} は {account} のトークンを今も今後もすべて取ることができます。',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} が {account} の所有者権限を持つようになります。その中のトークンをすべて取ることができます。',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} が {account} のクローズ権限を持つようになります。アカウントを閉じて SOL を取ることができます。',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} が {account} の {kind} 権限を持つようになります。その権限を自由に使えます。',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    '{account} を閉じると、その SOL はこのウォレットではなく {destination} に送られます。',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'プログラム {program} の動作は不明です。あなたのどの資金でも動かす可能性があります。',
  'Foyer cannot read this transaction': 'Foyer はこのトランザクションを読み取れません',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer はこのトランザクションが使うアドレス検索テーブルを読み取れません',
  'Foyer cannot read an instruction of this transaction':
    'Foyer はこのトランザクションの命令を読み取れません',
  'Leaves this wallet (token account {address})': 'このウォレットから出る額（トークンアカウント {address}）',
  'Leaves this wallet (mint {address})': 'このウォレットから出る額（ミント {address}）',
  '{amount} raw units (decimals unknown)': '{amount} 未換算単位（小数桁数不明）',
  '{amount} tokens': '{amount} トークン',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    '無制限の承認：{spender} は承認が取り消されるまで、今も今後も、このウォレットの {name}（トークン {token}）をすべて使えます。',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} は取り消されるまで、今も今後も、このウォレットがコレクション {token} に持つトークンをすべて移動できます。',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'これは Foyer が読み取れない {contract} の関数 {selector} を呼び出します。あなたのどの資産でも動かす可能性があります。',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    '無制限の承認：署名した時点から、{spender} はこのウォレットの {name}（トークン {token}）をすべて使えます。',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'この署名はこのウォレットがある {network}（チェーン {walletChain}）ではなく、チェーン {chain} 向けです。そちらのチェーンで使われる可能性があります。',
  'No minimum: you may receive nothing for the {amount} you pay.':
    '最低額なし：支払う {amount} に対して何も受け取れない可能性があります。',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token} は {receiver} に送られます。それがあなたのアカウントかどうか Foyer は判断できません。',
  'The {token} go to {receiver}, not to your account.':
    '{token} はあなたのアカウントではなく {receiver} に送られます。',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'ルーターは {symbol} を自身の WETH（{weth}）経由でのみスワップします。このパスは {token} で始まるため、ルーターはこのスワップを拒否し、ネットワーク手数料だけが使われます。',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'ルーターは {symbol} を自身の WETH（{weth}）経由でのみスワップします。このパスは {token} で終わるため、ルーターはこのスワップを拒否し、ネットワーク手数料だけが使われます。',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    '期限（{deadline}）を過ぎています。ルーターはこのスワップを拒否し、ネットワーク手数料だけが使われます。',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer はこのリクエストを説明できません。このサイトの求める内容を信頼できる場合にのみ承認してください。',
  'Foyer cannot read this request: {reason}.': 'Foyer はこのリクエストを読み取れません：{reason}。',
  'Send a Bitcoin transaction': 'Bitcoin トランザクションを送信',
  'Sign a Bitcoin transaction': 'Bitcoin トランザクションに署名',
  Inputs: '入力',
  Outputs: '出力',
  'Signed by this wallet': 'このウォレットが署名',
  'Back to this wallet': 'このウォレットに戻ります',
  'the token': 'トークン',
  tokens: 'トークン',
  mint: 'ミント',
  freeze: '凍結',
  'transfer fee config': '送金手数料設定',
  'withheld withdraw': '保留手数料の引き出し',
  'close mint': 'ミントのクローズ',
  'interest rate': '利率',
  'permanent delegate': '永続デリゲート',
  'confidential transfer mint': '秘匿送金ミント',
  'transfer hook program': '送金フックプログラム',
  'confidential transfer fee config': '秘匿送金手数料設定',
  'metadata pointer': 'メタデータポインター',
  'group pointer': 'グループポインター',
  'group member pointer': 'グループメンバーポインター',
  'scaled UI amount': '表示額スケーリング',
  pause: '一時停止',
  'Send a transaction': 'トランザクションを送信',
  'Sign a transaction': 'トランザクションに署名',
  'Sign a message': 'メッセージに署名',
  'Sign typed data': '型付きデータに署名',
  'Send calls': 'コールを送信',
  'Send 1 call': '1 件のコールを送信',
  'Send {count} calls': '{count} 件のコールを送信',
  'Sign {type}': '{type} に署名',
  'Call {index}': 'コール {index}',
  'Call {index}: {heading}': 'コール {index}：{heading}',
  Sends: '送信',
  Moves: '移動',
  Allowance: '承認',
  Operator: 'オペレーター',
  'Creates a contract': 'コントラクトを作成',
  Request: 'リクエスト',
  Domain: 'ドメイン',
  Message: 'メッセージ',
  'Token permit (EIP-2612)': 'トークンの Permit（EIP-2612）',
  'Permit2 allowance': 'Permit2 の承認',
  'Permit2 transfer': 'Permit2 の送金',
  Instructions: '命令',
  owner: '所有者',
  close: 'クローズ',
  'SOL transfer': 'SOL の送金',
  '{action} (paid by {payer})': '{action}（支払い元 {payer}）',
  'Creates an account of {bytes} bytes for program {program}':
    'プログラム {program} 用に {bytes} バイトのアカウントを作成',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'プログラム {program} 用に {bytes} バイトのアカウントを作成（{base} のシード「{seed}」）',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    '{from} からの SOL の送金（{base} のシード「{seed}」、プログラム {program}）',
  'Hands the account to program {program}': 'アカウントをプログラム {program} に引き渡す',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'アカウント（{base} のシード「{seed}」）をプログラム {program} に引き渡す',
  'Gives the account {bytes} bytes of data': 'アカウントに {bytes} バイトのデータ領域を割り当て',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'アカウント（{base} のシード「{seed}」）に {bytes} バイトを割り当て、プログラム {program} に引き渡す',
  'Advances the durable nonce of this account': 'このアカウントの永続 nonce を進める',
  'Withdraws SOL from nonce account {nonce}': 'nonce アカウント {nonce} から SOL を引き出す',
  'Makes this a nonce account of {authority}': 'これを {authority} の nonce アカウントにする',
  'Becomes the authority of nonce account {nonce}': 'nonce アカウント {nonce} の権限を持つようになる',
  'Upgrades this nonce account': 'この nonce アカウントをアップグレード',
  'Token transfer of mint {mint} from {source}': '{source} からのミント {mint} のトークン送金',
  'Token transfer from {source}': '{source} からのトークン送金',
  'May spend tokens of mint {mint} from {source}': '{source} からミント {mint} のトークンを使える',
  'May spend tokens from {source}': '{source} からトークンを使える',
  'Burns tokens of mint {mint}': 'ミント {mint} のトークンをバーン',
  'Mints new tokens of mint {mint}': 'ミント {mint} の新しいトークンを発行',
  'Becomes the {kind} authority of {account}': '{account} の {kind} 権限を持つようになる',
  'Removes the {kind} authority of this account for good': 'このアカウントの {kind} 権限を完全に削除',
  'Closes token account {account}; its SOL goes to this address':
    'トークンアカウント {account} をクローズ。その SOL はこのアドレスに送られる',
  'Cancels the allowance on this token account': 'このトークンアカウントの承認を取り消す',
  'Freezes this token account of mint {mint}': 'ミント {mint} のこのトークンアカウントを凍結',
  'Unfreezes this token account of mint {mint}': 'ミント {mint} のこのトークンアカウントの凍結を解除',
  'Updates the wrapped SOL balance of this token account': 'このトークンアカウントのラップド SOL 残高を更新',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'ミント {mint} のトークンアカウントを設定（所有者 {owner}）',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    '小数 {decimals} 桁のミントを作成。ミント権限 {authority}、凍結権限 {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    '小数 {decimals} 桁のミントを作成。ミント権限 {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'ミント {mint} 用の {wallet} のトークンアカウントを作成：前の命令が作成するため、支払いはない',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'ミント {mint} 用の {wallet} のトークンアカウントを作成：既に存在するため、支払いはない',
  'Creates the token account of {wallet} for mint {mint}':
    'ミント {mint} 用の {wallet} のトークンアカウントを作成',
  'Sets the compute limit to {units} units': 'コンピュート上限を {units} ユニットに設定',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    '優先手数料をコンピュートユニットあたり {price} マイクロ lamport に設定',
  'Asks for a heap of {bytes} bytes': '{bytes} バイトのヒープを要求',
  "Limits the accounts' data to {bytes} bytes": 'アカウントのデータを {bytes} バイトに制限',
  'Memo: {memo}': 'メモ：{memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Foyer が読み取れないプログラムをあなたのアカウントとともに呼び出します。動作は不明で、あなたのどの資金でも動かす可能性があります',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Foyer が読み取れないプログラムを呼び出します（あなたのアカウントは渡されません）',
  'A transaction Foyer cannot read': 'Foyer が読み取れないトランザクション',
  'Receives {name} from this wallet': 'このウォレットから {name} を受け取る',
  'Receives {name} taken from {from}': '{from} から取られた {name} を受け取る',
  'May move token #{id} of this wallet’s {name}': 'このウォレットの {name} のトークン #{id} を移動できる',
  'May spend this wallet’s {name}': 'このウォレットの {name} を使える',
  '{router} may spend this wallet’s {name}': '{router} はこのウォレットの {name} を使える',
  '{action} (added to what it may already spend)': '{action}（既に使える額に加算）',
  'May move every token this wallet holds in {name} ({token})':
    'このウォレットが {name}（{token}）で保有するすべてのトークンを移動できる',
  'May no longer move this wallet’s tokens in {name}': 'このウォレットの {name} のトークンを移動できなくなる',
  'Receives token #{id} of {name} taken from {from}':
    '{from} から取られた {name} のトークン #{id} を受け取る',
  'With {bytes} bytes of data for the receiver': '受取人向けの {bytes} バイトのデータ付き',
  'Deploys {bytes} bytes of code': '{bytes} バイトのコードをデプロイ',
  '{router} (declared by this network)': '{router}（このネットワークが指定）',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'コントラクトを呼び出します（未検証）。あなたのどの資産でも動かす可能性があります · 関数 {selector}',
  'Token contract ({symbol})': 'トークンコントラクト（{symbol}）',
  'Token contract': 'トークンコントラクト',
  'The Uniswap router': 'Uniswap ルーター',
  '{router} ({address})': '{router}（{address}）',
  'The chain did not tell this token’s decimals: raw units':
    'チェーンがこのトークンの小数桁数を返しませんでした：未換算単位',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'ちょうど {paid} を任意の量の {token} にスワップ（最低額なし：何も受け取れない可能性があります）',
  'Swap exactly {paid} for at least {received}': 'ちょうど {paid} を最低 {received} にスワップ',
  'Swap at most {paid} for exactly {received}': '最大 {paid} をちょうど {received} にスワップ',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    '最大 {paid} をちょうど {received} にスワップ（使われなかった分は送信者に戻ります）',
  'Wraps the {symbol} paid ({token})': '支払う {symbol} をラップ（{token}）',
  'Pays {token}': '{token} を支払う',
  'Unwrapped into {symbol} ({token})': '{symbol} にアンラップ（{token}）',
  'Receives {token}': '{token} を受け取る',
  'Through {token}': '{token} を経由',
  'Receives {amount}: this wallet': '{amount} を受け取る：このウォレット',
  'Receives {amount}: NOT this wallet': '{amount} を受け取る：このウォレットではない',
  'any amount of {token}': '任意の量の {token}',
  'at least {amount}': '最低 {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    '移動時に手数料を取るトークン向け：上限・下限は届いた額で確認されます',
  'No deadline: the router accepts it at any time, at whatever price then':
    '期限なし：ルーターはいつでも、その時点の価格で受け付けます',
  'Valid until {deadline}': '{deadline} まで有効',
  'May spend this wallet’s {name} (token {token}), {until}':
    'このウォレットの {name}（トークン {token}）を使える、{until}',
  'no end date (0)': '終了日なし（0）',
  'never expires': '無期限',
  'until {date}': '{date} まで',
  '{amount} raw units': '{amount} 未換算単位',
  'unlimited {token}': '無制限の {token}',
  'all tokens': 'すべてのトークン',
  none: 'なし',
  'token #{id}': 'トークン #{id}',
  '{count} × token #{id}': '{count} × トークン #{id}',
  'at most {amount}': '最大 {amount}',
  Unlimited: '無制限',
  'Up to {amount}': '最大 {amount}',
  'Its rent (amount unknown: the mint has extensions)': 'そのレント（金額不明：ミントに拡張機能があります）',
  'All of its SOL (amount unknown)': 'その SOL すべて（金額不明）',
  'Amount unknown': '金額不明',
} satisfies Dictionary
