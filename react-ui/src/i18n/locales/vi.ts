import type { Dictionary } from '../dictionary.js'

// Vietnamese (addressing the visitor as "bạn", as Vietnamese wallet apps do). Product and protocol names
// (WalletConnect, Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'Không tìm thấy mạng',
  'Network not found': 'Không tìm thấy mạng',
  'Invalid App Configuration': 'Cấu hình ứng dụng không hợp lệ',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'Nguồn gốc không nằm trong danh sách cho phép: hãy thêm nguồn gốc này vào dự án của bạn trên bảng điều khiển.',
  'Network Error': 'Lỗi mạng',
  'Failed to load the embedded wallet.': 'Không tải được ví tích hợp.',
  'Embedded Wallet Request Timed Out': 'Yêu cầu tới ví tích hợp đã hết thời gian chờ',
  'The embedded wallet did not answer in time.': 'Ví tích hợp không phản hồi kịp thời.',
  'Session Expired': 'Phiên đã hết hạn',
  'Your session expired: connect again.': 'Phiên của bạn đã hết hạn: hãy kết nối lại.',
  'Invalid Project ID': 'ID dự án không hợp lệ',
  'The project id was refused: check it on the dashboard.':
    'ID dự án bị từ chối: hãy kiểm tra trên bảng điều khiển.',
  'Project ID Not Configured': 'Chưa cấu hình ID dự án',
  'No project id is set: remote features are off (basic mode).':
    'Chưa đặt ID dự án: các tính năng từ xa đã tắt (chế độ cơ bản).',
  'No Allowed Origins': 'Không có nguồn gốc được phép',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'Không đọc được nguồn gốc được phép nào cho dự án này: hãy thêm nguồn gốc của trang này vào dự án. Đăng nhập bằng email và mạng xã hội có thể không hoạt động ở đây.',
  'Server Error': 'Lỗi máy chủ',
  'The server answered with an error.': 'Máy chủ đã phản hồi bằng một lỗi.',
  'Rate Limited': 'Vượt quá giới hạn yêu cầu',
  'Too many requests: try again later.': 'Quá nhiều yêu cầu: hãy thử lại sau.',
  'iframe load failed': 'Không tải được iframe',
  'The login frame did not load.': 'Khung đăng nhập không tải được.',
  'iframe request timeout': 'Yêu cầu iframe hết thời gian chờ',
  'The login frame did not answer in time.': 'Khung đăng nhập không phản hồi kịp thời.',
  'unverified domain': 'Tên miền chưa xác minh',
  'This domain is not verified.': 'Tên miền này chưa được xác minh.',
  'Multi-Wallet Not Enabled': 'Chưa bật đa ví',
  'This site connects one wallet at a time.': 'Trang này chỉ kết nối một ví mỗi lần.',
  'Local configuration ignored': 'Đã bỏ qua cấu hình cục bộ',
  'Remote configuration loaded: local feature settings are ignored.':
    'Đã tải cấu hình từ xa: các cài đặt tính năng cục bộ bị bỏ qua.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'Cấu hình cục bộ cho {features} đã bị bỏ qua vì cấu hình từ xa đã được tải: hãy quản lý các tính năng này trên bảng điều khiển của dự án.',
  'This payment request is not valid: {reason}': 'Yêu cầu thanh toán này không hợp lệ: {reason}',
  'Session not yet valid': 'Phiên chưa có hiệu lực',
  "The device clock is behind: check the device's date and time.":
    'Đồng hồ của thiết bị đang chậm: hãy kiểm tra ngày và giờ của thiết bị.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'phê duyệt được gửi đến {to}, không phải hợp đồng {symbol} {token}',
  "the approval sends {wei} wei of the network's coin": 'phê duyệt gửi {wei} wei coin của mạng',
  'the approval is not an approval of exactly {amount}': 'phê duyệt không phải là phê duyệt đúng {amount}',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'phê duyệt cho phép {spender} chi tiêu, không phải router hoán đổi của mạng {router}',
  'the swap is sent from {from}, not from {account}':
    'giao dịch hoán đổi được gửi từ {from}, không phải từ {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'giao dịch hoán đổi gửi {wei} wei coin của mạng, không phải {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'giao dịch hoán đổi được gửi đến {to}, không phải {spender} mà phê duyệt cho phép chi tiêu',
  "the swap goes to {to}, not to the network's swap router {router}":
    'giao dịch hoán đổi được gửi đến {to}, không phải router hoán đổi của mạng {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'giao dịch hoán đổi không phải là một trong các lệnh hoán đổi số lượng chính xác của router',
  'the swap ({function}) does not pay {from} for {to}':
    'giao dịch hoán đổi ({function}) không trả {from} để lấy {to}',
  'the swap pays {amount}, not the amount shown':
    'giao dịch hoán đổi trả {amount}, không phải số lượng đã hiển thị',
  "the swap's path starts at {address}, not at {symbol}":
    'lộ trình hoán đổi bắt đầu tại {address}, không phải {symbol}',
  "the swap's path ends at {address}, not at {symbol}":
    'lộ trình hoán đổi kết thúc tại {address}, không phải {symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'giao dịch hoán đổi trả phần nhận được cho {to}, không phải {account}',
  'the swap’s deadline has passed': 'hạn chót của giao dịch hoán đổi đã qua',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'Mã trạng thái HTTP: {status}',
  'Please try again after {seconds} seconds': 'Vui lòng thử lại sau {seconds} giây',
  'Error registering name {name}': 'Lỗi khi đăng ký tên {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin không chuyển tiếp các khoản thanh toán nhỏ như vậy: hãy gửi ít nhất {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'Giao dịch chuyển thất bại trên mạng ({error}); phí đã được trả',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'Không thể tải các token để hoán đổi: {reason}',
  'Could not get a quote for {from} → {to}: {reason}': 'Không thể lấy báo giá cho {from} → {to}: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'Không có báo giá cho {from} → {to}: dịch vụ hoán đổi không có lộ trình nào',
  'Could not read your {symbol} balance from the chain': 'Không thể đọc số dư {symbol} của bạn từ chuỗi',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'Không thể ước tính phí mạng nên Tối đa không thể chừa phí lại: hãy nhập số tiền và chừa một ít cho phí',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'Không thể đọc sàn được phép chi bao nhiêu {symbol}: {reason}',
  'You rejected the approval of {symbol} in your wallet': 'Bạn đã từ chối phê duyệt {symbol} trong ví',
  'The approval of {symbol} failed: {reason}': 'Phê duyệt {symbol} thất bại: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    'Phê duyệt {symbol} đã được gửi nhưng không được xác nhận kịp thời',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'Phê duyệt {symbol} thất bại trên chuỗi (đã bị hoàn tác): giao dịch hoán đổi chưa được gửi. Phí mạng đã được trả.',
  'Could not build the swap: {reason}': 'Không thể tạo giao dịch hoán đổi: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'Dịch vụ hoán đổi đã tạo một giao dịch không phải giao dịch hoán đổi đang hiển thị nên giao dịch không được gửi: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'Giá đã thay đổi: giao dịch hoán đổi sẽ cho ít hơn {minimum} (mức tối thiểu đã hiển thị, trượt giá {slippage} %). Hãy kiểm tra báo giá mới.',
  'The swap failed: {reason}': 'Hoán đổi thất bại: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'Bạn đã từ chối phê duyệt {symbol} và hoán đổi trong ví',
  'The approval of {symbol} and the swap failed: {reason}':
    'Phê duyệt {symbol} và hoán đổi thất bại: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'Phê duyệt {symbol} và hoán đổi thất bại: {reason}. Không có gì được phê duyệt hay hoán đổi.',
  'the swap service did not answer': 'dịch vụ hoán đổi không phản hồi',
  'the wallet could not send it': 'ví không thể gửi giao dịch',
  'the wallet could not send them': 'ví không thể gửi các giao dịch',
  'the chain does not show it': 'chuỗi không hiển thị giao dịch',
  'You hold no {symbol}': 'Bạn không có {symbol}',

  // The modal's frame
  Back: 'Quay lại',
  Close: 'Đóng',
  'This step must be completed before closing': 'Bạn cần hoàn tất bước này trước khi đóng',

  // View titles (the header), one per view
  'Connect wallet': 'Kết nối ví',
  Account: 'Tài khoản',
  'All wallets': 'Tất cả ví',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'Mạng không được hỗ trợ',
  'Choose network': 'Chọn mạng',
  'Get a wallet': 'Tải ví',
  'Switch network': 'Chuyển mạng',
  'Switch chain': 'Chuyển chuỗi',
  'Choose a name': 'Chọn tên',
  'Name registered': 'Đã đăng ký tên',
  'Email login': 'Đăng nhập bằng email',
  'Update email': 'Đổi email',
  'Social login': 'Đăng nhập mạng xã hội',
  Farcaster: 'Farcaster',
  Wallets: 'Ví',
  'Buy crypto': 'Mua tiền mã hóa',
  Receive: 'Nhận',
  Send: 'Gửi',
  'Sign in': 'Đăng nhập',
  Swap: 'Hoán đổi',
  Pay: 'Thanh toán',
  'Approve transaction': 'Phê duyệt giao dịch',

  // Shared
  'Try again': 'Thử lại',
  Cancel: 'Hủy',
  'Loading…': 'Đang tải…',
  Copied: 'Đã sao chép',
  "Couldn't copy": 'Không thể sao chép',
  'Copy address': 'Sao chép địa chỉ',
  'Copy link': 'Sao chép liên kết',

  // The page's buttons
  'Connecting…': 'Đang kết nối…',
  'Select network': 'Chọn mạng',

  // Connect
  'Loading sign-in options…': 'Đang tải các cách đăng nhập…',
  'New to wallets?': 'Lần đầu dùng ví?',
  'Get one': 'Tải ví',
  Recent: 'Gần đây',
  Installed: 'Đã cài đặt',
  Featured: 'Nổi bật',
  'More wallets': 'Thêm ví khác',
  External: 'Bên ngoài',
  Recommended: 'Đề xuất',
  'Continue with email': 'Tiếp tục bằng email',
  'Continue with a social account': 'Tiếp tục bằng tài khoản mạng xã hội',
  'Continue with {provider}': 'Tiếp tục bằng {provider}',

  // All wallets
  'Search wallets': 'Tìm ví',
  Search: 'Tìm kiếm',
  'Certified only': 'Chỉ ví đã chứng nhận',
  Certified: 'Đã chứng nhận',
  'Loading wallets': 'Đang tải ví',
  'Loading more wallets': 'Đang tải thêm ví',
  'No wallet found': 'Không tìm thấy ví',
  'Nothing matches “{query}”.': 'Không có kết quả nào khớp với “{query}”.',
  'Nothing matches “{query}” among certified wallets.': 'Không có ví đã chứng nhận nào khớp với “{query}”.',
  'The directory has no wallets.': 'Danh mục không có ví nào.',
  'The directory has no wallets among certified wallets.': 'Danh mục không có ví đã chứng nhận nào.',
  'one: {count} wallet|other: {count} wallets': 'other: {count} ví',
  'Wallet directory not configured': 'Chưa cấu hình danh mục ví',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'Để xem và tìm tất cả ví, cần có danh mục ví: hãy đặt ID dự án và URL API của nó.',

  // Account
  'Approve the request in your wallet.': 'Phê duyệt yêu cầu trong ví của bạn.',
  'Network:': 'Mạng:',
  'Email:': 'Email:',
  Update: 'Đổi',
  'Smart account': 'Tài khoản thông minh',
  'Switch to smart account': 'Chuyển sang tài khoản thông minh',
  'Switching to your smart account…': 'Đang chuyển sang tài khoản thông minh của bạn…',
  Wallet: 'Ví',
  'Wallets:': 'Ví:',
  'View on explorer': 'Xem trên trình khám phá',
  Disconnect: 'Ngắt kết nối',
  Accounts: 'Tài khoản',
  Payment: 'Thanh toán',
  Ordinals: 'Ordinals',
  'Copy payment address': 'Sao chép địa chỉ thanh toán',
  'Copy ordinals address': 'Sao chép địa chỉ Ordinals',
  'Other addresses': 'Địa chỉ khác',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'Mạng chưa kết nối',
  'Switch to {network}': 'Chuyển sang {network}',
  'Loading balance…': 'Đang tải số dư…',
  'Balance unavailable': 'Không thể hiển thị số dư',
  Tokens: 'Token',
  Total: 'Tổng',
  Unknown: 'Không rõ',
  'Loading tokens…': 'Đang tải token…',
  'Token balances are unavailable.': 'Không thể hiển thị số dư token.',
  'No tokens on this network yet.': 'Chưa có token nào trên mạng này.',
  NFTs: 'NFT',
  'Loading NFTs…': 'Đang tải NFT…',
  'NFTs are unavailable.': 'Không thể hiển thị NFT.',
  'No NFTs on this network yet.': 'Chưa có NFT nào trên mạng này.',
  Activity: 'Hoạt động',
  'Loading activity…': 'Đang tải hoạt động…',
  'No activity on this network yet.': 'Chưa có hoạt động nào trên mạng này.',
  'Show more': 'Xem thêm',
  Failed: 'Thất bại',
  Pending: 'Đang chờ',

  // Networks, switching, connecting
  Networks: 'Mạng',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'Ví của bạn đang ở mạng mà ứng dụng này không hỗ trợ. Hãy chọn một mạng bên dưới.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'Ứng dụng này không hỗ trợ mạng hiện tại của bạn. Hãy chuyển sang một mạng khả dụng để tiếp tục.',
  'the network': 'mạng',
  'Approve in wallet': 'Phê duyệt trong ví',
  'Switch to {network} in {wallet}': 'Chuyển sang {network} trong {wallet}',
  'Switched to {network}': 'Đã chuyển sang {network}',
  'your wallet': 'ví của bạn',
  'Connected to {wallet}': 'Đã kết nối với {wallet}',
  'Continue in {wallet}': 'Tiếp tục trong {wallet}',
  'Accept the connection request in your wallet.': 'Chấp nhận yêu cầu kết nối trong ví của bạn.',
  '{namespace} wallet needed': 'Cần ví {namespace}',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'Để dùng {network}, hãy kết nối một ví hỗ trợ mạng {namespace}.',
  'Your current wallet is on {namespace}.': 'Ví hiện tại của bạn đang ở {namespace}.',

  // Connecting over WalletConnect
  wallet: 'ví',
  'Approved in {wallet}': 'Đã phê duyệt trong {wallet}',
  'Scan with {wallet}': 'Quét bằng {wallet}',
  'Scan with your phone': 'Quét bằng điện thoại',
  'Reconnecting to WalletConnect…': 'Đang kết nối lại với WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} mở trang này trong trình duyệt riêng của ví và kết nối trực tiếp tại đó.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'Ví của bạn mở trang này trong trình duyệt riêng của ví và kết nối trực tiếp tại đó.',
  'Open in {wallet}': 'Mở trong {wallet}',
  'Open {wallet}': 'Mở {wallet}',
  'Preparing the link…': 'Đang chuẩn bị liên kết…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'Đang chờ relay của WalletConnect tạo mã ghép nối…',
  'Approve the connection in your wallet, then come back here.':
    'Phê duyệt kết nối trong ví của bạn, rồi quay lại đây.',
  'Get a new link': 'Lấy liên kết mới',
  'Wallet not opening? Copy the link': 'Ví không mở? Sao chép liên kết',
  'Copy the link into your wallet': 'Sao chép liên kết và dán vào ví của bạn',
  'QR code to connect {wallet}': 'Mã QR để kết nối {wallet}',
  'QR code to connect your wallet': 'Mã QR để kết nối ví của bạn',
  "Scan it with your phone's camera or your wallet's scanner.":
    'Quét mã bằng camera điện thoại hoặc trình quét của ví.',
  "Can't scan? Copy the link": 'Không quét được? Sao chép liên kết',
  'Get a new QR code': 'Lấy mã QR mới',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'Xem tất cả ví',
  'No wallet to suggest': 'Không có ví nào để gợi ý',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'Danh mục ví không cho biết nơi tải các ví này. Hãy tìm một ứng dụng ví trong kho ứng dụng của điện thoại, hoặc một tiện ích ví trong cửa hàng tiện ích của trình duyệt.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'Ví giữ tiền mã hóa của bạn và giúp bạn đăng nhập vào những ứng dụng như thế này mà không cần nhớ mật khẩu. Hãy tải một ví, rồi quay lại đây để kết nối.',
  'Loading wallets…': 'Đang tải ví…',
  Extension: 'Tiện ích',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'Trang web',
  'browser extension': 'tiện ích trình duyệt',
  'iOS app': 'ứng dụng iOS',
  'Android app': 'ứng dụng Android',
  website: 'trang web',
  '{wallet} {link} (opens in a new tab)': '{link} {wallet} (mở trong thẻ mới)',
  'Close notification': 'Đóng thông báo',
  'Notifications (Alt+T)': 'Thông báo (Alt+T)',
  'Dismiss alert': 'Bỏ qua cảnh báo',

  // Email, social and Farcaster login
  Continue: 'Tiếp tục',
  'No code?': 'Không nhận được mã?',
  'Send another': 'Gửi lại',
  'Your email': 'Email của bạn',
  'Enter the code sent to {email}': 'Nhập mã đã gửi đến {email}',
  'Sending a code to {email}…': 'Đang gửi mã đến {email}…',
  'Approve this device from the email sent to {email}.':
    'Phê duyệt thiết bị này từ email đã gửi đến {email}.',
  'Checking the code…': 'Đang kiểm tra mã…',
  'Signing you in…': 'Đang đăng nhập…',
  'Email login is not set up': 'Chưa thiết lập đăng nhập bằng email',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'Trang này không có ví tích hợp để đăng nhập bằng email. Hãy kết nối ví thay thế.',
  'New email': 'Email mới',
  'your new email': 'email mới của bạn',
  'One moment…': 'Chờ một chút…',
  'This site has no embedded wallet whose email could change.':
    'Trang này không có ví tích hợp nào có thể đổi email.',
  'Taking you to {provider}…': 'Đang chuyển bạn đến {provider}…',
  'Logging you in with {provider}…': 'Đang đăng nhập bằng {provider}…',
  'Logged in with {provider}.': 'Đã đăng nhập bằng {provider}.',
  'Log in with {provider} in the window that opened.': 'Đăng nhập bằng {provider} trong cửa sổ vừa mở.',
  'Social login is not set up': 'Chưa thiết lập đăng nhập mạng xã hội',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'Trang này không có ví tích hợp để đăng nhập bằng tài khoản mạng xã hội. Hãy kết nối ví thay thế.',
  'QR code to log in with Farcaster': 'Mã QR để đăng nhập bằng Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'Quét mã bằng camera điện thoại, rồi phê duyệt đăng nhập trong ứng dụng Farcaster.',
  'Loading your Farcaster account…': 'Đang tải tài khoản Farcaster của bạn…',
  'Farcaster login is not set up': 'Chưa thiết lập đăng nhập bằng Farcaster',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'Trang này không có ví tích hợp để đăng nhập bằng Farcaster. Hãy kết nối ví thay thế.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'Đang đăng nhập',
  'This site': 'Trang này',
  '{app} needs to connect to your wallet': '{app} cần kết nối với ví của bạn',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'Ký thông điệp này để chứng minh bạn sở hữu {address}. Việc này miễn phí và không gửi giao dịch nào.',
  'Approve the signature in your wallet': 'Phê duyệt chữ ký trong ví của bạn',
  Sign: 'Ký',
  'Message to sign': 'Thông điệp cần ký',
  'No transaction to approve': 'Không có giao dịch cần phê duyệt',
  'Nothing is waiting for your approval.': 'Không có gì đang chờ bạn phê duyệt.',
  Warnings: 'Cảnh báo',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'other: Còn {count} giao dịch nữa đang chờ sau giao dịch này',
  'Approve the transaction in your wallet': 'Phê duyệt giao dịch trong ví của bạn',
  Approve: 'Phê duyệt',
  Decline: 'Từ chối',
  Done: 'Xong',
  '{namespace} wallets': 'Ví {namespace}',
  'No wallet connected.': 'Chưa kết nối ví nào.',
  'Connected wallets': 'Ví đã kết nối',
  Active: 'Đang dùng',
  'Switch to {wallet}': 'Chuyển sang {wallet}',
  Switch: 'Chuyển',
  'Disconnect {wallet}': 'Ngắt kết nối {wallet}',
  'Recent wallets': 'Ví gần đây',
  'Connect {wallet}': 'Kết nối {wallet}',
  Connect: 'Kết nối',
  'Remove {wallet}': 'Xóa {wallet}',
  Remove: 'Xóa',
  'Add wallet': 'Thêm ví',
  'Multi-wallet is not set up on this site.': 'Trang này chưa thiết lập tính năng nhiều ví.',
  'Your account now goes by this name.': 'Tài khoản của bạn giờ mang tên này.',
  'Back to account': 'Quay lại tài khoản',
  'Names are not set up': 'Chưa thiết lập tên',
  'This site does not register names for accounts.': 'Trang này không đăng ký tên cho tài khoản.',
  'Registering {name}…': 'Đang đăng ký {name}…',
  Name: 'Tên',
  Register: 'Đăng ký',
  'At least 4 letters, digits or hyphens.': 'Ít nhất 4 chữ cái, chữ số hoặc dấu gạch ngang.',
  Suggestions: 'Gợi ý',
  Taken: 'Đã có người dùng',
  Available: 'Còn trống',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': 'Chưa kết nối tài khoản',
  'Connect a wallet to receive funds.': 'Kết nối ví để nhận tiền.',
  'QR code of your address': 'Mã QR địa chỉ của bạn',
  'Send only on {network}': 'Chỉ gửi trên {network}',
  'This address also receives on {networks}': 'Địa chỉ này cũng nhận được trên {networks}',
  'Sending is not set up': 'Chưa thiết lập tính năng gửi',
  'This site does not send from the modal.': 'Trang này không gửi từ cửa sổ này.',
  'Approve the transaction in your wallet.': 'Phê duyệt giao dịch trong ví của bạn.',
  Token: 'Token',
  Amount: 'Số tiền',
  'Amount in {symbol}': 'Số tiền theo {symbol}',
  Max: 'Tối đa',
  To: 'Đến',
  'Address or name': 'Địa chỉ hoặc tên',
  '{name} is': 'Địa chỉ của {name}:',
  'Network fee': 'Phí mạng',
  'Up to {fee}': 'Tối đa {fee}',
  'Receiver gets': 'Người nhận nhận được',
  'Checking the balance and the network fee…': 'Đang kiểm tra số dư và phí mạng…',
  'Swaps are not set up': 'Chưa thiết lập hoán đổi',
  'This site does not swap from the modal.': 'Trang này không hoán đổi từ cửa sổ này.',
  'You pay': 'Bạn trả',
  'You receive': 'Bạn nhận',
  'You receive at least': 'Bạn nhận ít nhất',
  Expected: 'Dự kiến',
  'Price impact': 'Tác động giá',
  'Your balance': 'Số dư của bạn',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'Không thể ước tính',
  '{fee}, includes the approval': '{fee}, đã gồm phê duyệt',
  'Your {symbol} balance does not cover the network fee': 'Số dư {symbol} của bạn không đủ trả phí mạng',
  'Preparing the swap…': 'Đang chuẩn bị hoán đổi…',
  'Swap sent: waiting for it to be confirmed…': 'Đã gửi lệnh hoán đổi: đang chờ xác nhận…',
  'Swap again': 'Hoán đổi lại',
  'Stop waiting': 'Dừng chờ',
  'Swap the tokens’ places': 'Đảo vị trí hai token',
  'Getting a quote…': 'Đang lấy báo giá…',
  'Buying is not set up': 'Chưa thiết lập tính năng mua',
  'This site does not sell crypto from the modal.': 'Trang này không bán tiền mã hóa từ cửa sổ này.',
  'Loading what you can buy…': 'Đang tải những gì bạn có thể mua…',
  'Your browser blocked the provider’s window.': 'Trình duyệt của bạn đã chặn cửa sổ của nhà cung cấp.',
  'the provider': 'nhà cung cấp',
  'Open {provider} in a new tab': 'Mở {provider} trong thẻ mới',
  'Check again': 'Kiểm tra lại',
  'Back to the form': 'Quay lại biểu mẫu',
  'Buy more': 'Mua thêm',
  'Opening {provider}…': 'Đang mở {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'Hoàn tất giao dịch mua trong cửa sổ {provider}. Đóng cửa sổ khi xong.',
  'Waiting for your purchase to arrive…': 'Đang chờ tài sản đã mua về ví…',
  'The provider list could not be loaded: showing the usual currencies.':
    'Không tải được danh sách nhà cung cấp: đang hiển thị các loại tiền thông dụng.',
  'Payment currency': 'Tiền tệ thanh toán',
  'Payment method': 'Phương thức thanh toán',
  Card: 'Thẻ',
  'Bank account': 'Tài khoản ngân hàng',
  'The least you can pay by card is {limit}': 'Số tiền tối thiểu khi thanh toán bằng thẻ là {limit}',
  'The most you can pay by card is {limit}': 'Số tiền tối đa khi thanh toán bằng thẻ là {limit}',
  'The least you can pay by bank account is {limit}':
    'Số tiền tối thiểu khi thanh toán bằng tài khoản ngân hàng là {limit}',
  'The most you can pay by bank account is {limit}':
    'Số tiền tối đa khi thanh toán bằng tài khoản ngân hàng là {limit}',
  'You buy': 'Bạn mua',
  Provider: 'Nhà cung cấp',
  'Enter an amount to see a quote.': 'Nhập số tiền để xem báo giá.',
  Buy: 'Mua',
  'Buy with {provider}': 'Mua qua {provider}',
  'Payments are not set up': 'Chưa thiết lập thanh toán',
  'This site does not ask for payments from the modal.': 'Trang này không yêu cầu thanh toán từ cửa sổ này.',
  'Reading the amount…': 'Đang đọc số tiền…',
  Network: 'Mạng',
  'Copy recipient address': 'Sao chép địa chỉ người nhận',
  From: 'Từ',
  'up to {fee}': 'tối đa {fee}',
  'Estimating…': 'Đang ước tính…',
  'Loading the payment…': 'Đang tải khoản thanh toán…',
  'No payment was asked for.': 'Không có yêu cầu thanh toán nào.',
  'Approve the payment of {amount} in your wallet': 'Phê duyệt khoản thanh toán {amount} trong ví của bạn',
  'Reading the payment from the network…': 'Đang đọc khoản thanh toán từ mạng…',
  'Payment sent: waiting for it to be confirmed…': 'Đã gửi thanh toán: đang chờ xác nhận…',
  'Paid {amount}.': 'Đã thanh toán {amount}.',
  Transaction: 'Giao dịch',
  'Pay from': 'Thanh toán từ',
  'Balance: {balance}': 'Số dư: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Không đủ cho số tiền và phí mạng: cần {needed} {symbol}, hiện có {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Không đủ cho số tiền: cần {needed} {symbol}, hiện có {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Không đủ cho phí mạng: cần {needed} {symbol}, hiện có {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'Bạn trả {paid} · Bạn nhận khoảng {received} · phí {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'Bạn trả {paid} · ước tính: {provider} sẽ hiển thị số bạn nhận và phí',
  '{amount} arrived in your wallet': '{amount} đã về ví của bạn',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — cao: bạn nhận ít hơn nhiều so với giá của pool',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    'Không đủ {symbol}: cần {needed} {symbol}, hiện có {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    'Không đủ {symbol}: cần {needed} {symbol} gồm cả phí mạng, hiện có {available} {symbol}',
  '{symbol} has at most {decimals} decimals': '{symbol} có tối đa {decimals} chữ số thập phân',
  'Approve {symbol} in your wallet ({step} of {steps})':
    'Phê duyệt {symbol} trong ví của bạn ({step}/{steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'Hoán đổi {from} sang {to} trong ví của bạn ({step}/{steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'Phê duyệt {from} và hoán đổi sang {to} trong ví của bạn (một yêu cầu)',
  'Swapped {paid} for at least {received}.': 'Đã hoán đổi {paid} lấy ít nhất {received}.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'Hoán đổi thất bại trên chuỗi (đã bị hoàn tác): không có gì được hoán đổi và phí mạng đã được trả. Quyền bạn cấp cho sàn để chi {amount} vẫn còn hiệu lực.',
  'No address is registered for {name} on {network}':
    'Không có địa chỉ nào được đăng ký cho {name} trên {network}',
  'This is not a valid {namespace} address': 'Đây không phải là địa chỉ {namespace} hợp lệ',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Không đủ {symbol} cho số tiền và phí mạng: cần {needed} {symbol}, hiện có {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Không đủ {symbol} cho số tiền: cần {needed} {symbol}, hiện có {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Không đủ {symbol} cho phí mạng: cần {needed} {symbol}, hiện có {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account":
    'Bao gồm {amount} để mở tài khoản {symbol} của người nhận',
  'About {amount}': 'Khoảng {amount}',
  'At most {amount}': 'Tối đa {amount}',
  '{amount} plus the network fee': '{amount} cộng phí mạng',

  // Core's messages: its errors, snacks and the empty wallet list
  'Connection rejected': 'Kết nối bị từ chối',
  'Failed to connect': 'Không thể kết nối',
  'Network switch rejected': 'Yêu cầu chuyển mạng bị từ chối',
  'Signature declined': 'Chữ ký bị từ chối',
  'Popup closed': 'Cửa sổ bật lên đã đóng',
  'Request was aborted': 'Yêu cầu đã bị hủy',
  'Another request is waiting for the wallet': 'Có một yêu cầu khác đang chờ trong ví',
  'The wallet did not share that account with this site': 'Ví không chia sẻ tài khoản đó với trang này',
  'The connector does not support any of the requested chains':
    'Ví này không hỗ trợ chuỗi nào trong số được yêu cầu',
  'Failed to initiate social connection': 'Không thể bắt đầu đăng nhập mạng xã hội',
  'Failed to connect to farcaster': 'Không thể kết nối với Farcaster',
  'Token Balance Unavailable': 'Không thể hiển thị số dư token',
  'Failed to fetch transactions': 'Không thể tải giao dịch',
  'Something went wrong': 'Đã xảy ra lỗi',
  'Address copied': 'Đã sao chép địa chỉ',
  'No wallets found': 'Không tìm thấy ví',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'Mở trang này trong trình duyệt của ứng dụng ví, hoặc cài đặt một ứng dụng ví trước.',
  'Install a wallet browser extension, then reload this page.':
    'Cài đặt một tiện ích ví cho trình duyệt, rồi tải lại trang này.',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'Cần nhập số tiền và địa chỉ người nhận',
  'A token is required': 'Cần chọn token',
  'Unsupported chain': 'Chuỗi không được hỗ trợ',
  'Leaves this wallet': 'Rời khỏi ví này',
  'Comes into this wallet': 'Vào ví này',
  Fee: 'Phí',
  'Signed by': 'Người ký',
  'Fee paid by': 'Người trả phí',
  'Could not be read': 'Không đọc được',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'Nhập số tiền bằng chữ số, dùng dấu chấm cho phần thập phân (như 0.5)',
  'Enter an amount above 0': 'Nhập số tiền lớn hơn 0',
  'Enter an amount like 100 or 49.99': 'Nhập số tiền như 100 hoặc 49.99',
  'The purchase has not arrived yet. It can take a few minutes.':
    'Giao dịch mua chưa về. Có thể mất vài phút.',
  'The provider’s page could not be opened. Try again.': 'Không mở được trang của nhà cung cấp. Hãy thử lại.',
  'Nothing can be bought on this network': 'Không thể mua gì trên mạng này',
  'Connect an EVM account to swap': 'Kết nối tài khoản EVM để hoán đổi',
  'Network not supported for Swaps': 'Mạng không hỗ trợ hoán đổi',
  'Swaps are not offered in your region': 'Hoán đổi không khả dụng ở khu vực của bạn',
  'You rejected the swap in your wallet': 'Bạn đã từ chối hoán đổi trong ví',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'Đã gửi lệnh hoán đổi; chưa được xác nhận. Hãy kiểm tra ví trước khi hoán đổi lại.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'Phê duyệt và hoán đổi thất bại trên chuỗi (cùng bị hoàn tác): không có gì được phê duyệt hay hoán đổi và phí mạng đã được trả.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'Hoán đổi thất bại trên chuỗi (đã bị hoàn tác): không có gì được hoán đổi và phí mạng đã được trả.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).':
    'Phí ({fee}) lớn hơn khoản thanh toán ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'Mức phí, {rate}, cao hơn {factor} lần mức phí của mạng, {networkRate}, cho khối tiếp theo.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Phí tính theo số tiền mà trang web nêu cho đầu vào {inputs}, do người ký khác ký và không có gì chứng minh: phí thực trả có thể khác. Số tiền rời khỏi ví này là chính xác.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Phí tính theo số tiền mà trang web nêu cho các đầu vào {inputs}, do người ký khác ký và không có gì chứng minh: phí thực trả có thể khác. Số tiền rời khỏi ví này là chính xác.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'Không đọc được mức phí của mạng: hãy so sánh phí với phí trong ví của bạn.',
  'Foyer will not ask your wallet to sign this.': 'Foyer sẽ không yêu cầu ví của bạn ký yêu cầu này.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'Giao dịch không có đầu ra: mọi thứ nó chi sẽ thành phí.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'Đầu vào {index}: PSBT không cho biết nó chi gì, nên không rõ cái gì rời khỏi ví này.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'Đầu vào {index} chi coin của ví này mà không có giao dịch trước đó của nó, nên không thể kiểm tra số tiền: phí hiển thị có thể khác xa phí thực trả.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'Đầu vào {index} yêu cầu {sighash}: chữ ký của ví này sẽ không bao gồm {part}, nên trang web có thể thay đổi chúng sau khi bạn phê duyệt.',
  'the outputs': 'các đầu ra',
  'all but one output': 'mọi đầu ra trừ một',
  'the other inputs': 'các đầu vào khác',
  'the outputs or the other inputs': 'các đầu ra hoặc các đầu vào khác',
  'all but one output or the other inputs': 'mọi đầu ra trừ một hoặc các đầu vào khác',
  'what this review shows': 'những gì bản xem xét này hiển thị',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'Đầu vào {index} được cho là chi {stated}, nhưng giao dịch trước đó của nó trả {paid}: PSBT tự mâu thuẫn.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'Đầu vào {index} được cho là chi {stated}, nhưng giao dịch trước đó của nó trả {paid} cho một script khác: PSBT tự mâu thuẫn.',
  "Unknown: the PSBT does not carry every input's amount": 'Không rõ: PSBT không có số tiền của mọi đầu vào',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'Không rõ: PSBT không cho biết mỗi đầu vào của ví này chi gì',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'Giao dịch này dùng nonce bền: nó không bao giờ hết hạn, nên có thể được gửi bất cứ lúc nào, rất lâu sau khi bạn phê duyệt.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'Phí do {payer} trả, không phải ví này: người khác đã chuẩn bị và trả tiền cho giao dịch này.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer không thể biết việc tạo {account} tốn của bạn bao nhiêu SOL.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'Thao tác này giao tài khoản của bạn cho chương trình {program}: nó có thể lấy toàn bộ SOL của bạn.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'Quyền chi tiêu không giới hạn: {delegate} có thể lấy mọi token trong {account}, bây giờ hoặc sau này.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} trở thành bên nắm quyền chủ sở hữu của {account}: bên đó có thể lấy mọi token trong tài khoản.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} trở thành bên nắm quyền đóng {account}: bên đó có thể đóng tài khoản và lấy SOL trong đó.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} trở thành bên nắm quyền {kind} của {account}: bên đó có thể dùng quyền này tùy ý.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'Đóng {account} sẽ gửi SOL của nó đến {destination}, không phải ví này.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'Chương trình {program} có tác động không rõ: nó có thể di chuyển bất kỳ khoản tiền nào của bạn.',
  'Foyer cannot read this transaction': 'Foyer không thể đọc giao dịch này',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer không thể đọc các bảng tra cứu địa chỉ mà giao dịch này dùng',
  'Foyer cannot read an instruction of this transaction': 'Foyer không thể đọc một lệnh của giao dịch này',
  'Leaves this wallet (token account {address})': 'Rời khỏi ví này (tài khoản token {address})',
  'Leaves this wallet (mint {address})': 'Rời khỏi ví này (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} đơn vị thô (không rõ số thập phân)',
  '{amount} tokens': '{amount} token',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'Quyền chi tiêu không giới hạn: {spender} có thể chi toàn bộ {name} của ví này (token {token}), bây giờ và sau này, cho đến khi quyền bị thu hồi.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} có thể di chuyển mọi token mà ví này giữ trong bộ sưu tập {token}, bây giờ và sau này, cho đến khi bị thu hồi.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'Thao tác này gọi hàm {selector} của {contract}, mà Foyer không thể đọc: nó có thể di chuyển bất kỳ tài sản nào của bạn.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'Quyền chi tiêu không giới hạn: {spender} có thể chi toàn bộ {name} của ví này (token {token}) ngay khi yêu cầu này được ký.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'Chữ ký này dành cho chuỗi {chain}, không phải {network} (chuỗi {walletChain}) nơi ví này đang ở: chữ ký có thể bị dùng trên chuỗi kia.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'Không có mức tối thiểu: bạn có thể không nhận được gì cho {amount} bạn trả.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token} được gửi đến {receiver}: Foyer không thể biết đó có phải tài khoản của bạn không.',
  'The {token} go to {receiver}, not to your account.':
    '{token} được gửi đến {receiver}, không phải tài khoản của bạn.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Router chỉ hoán đổi {symbol} qua WETH của nó ({weth}); lộ trình này bắt đầu bằng {token}: router sẽ từ chối giao dịch hoán đổi này, và chỉ phí mạng bị tiêu.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Router chỉ hoán đổi {symbol} qua WETH của nó ({weth}); lộ trình này kết thúc bằng {token}: router sẽ từ chối giao dịch hoán đổi này, và chỉ phí mạng bị tiêu.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'Hạn chót ({deadline}) đã qua: router sẽ từ chối giao dịch hoán đổi này, và chỉ phí mạng bị tiêu.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer không thể diễn đạt yêu cầu này bằng lời: chỉ phê duyệt nếu bạn tin tưởng trang web này với những gì nó yêu cầu.',
  'Foyer cannot read this request: {reason}.': 'Foyer không thể đọc yêu cầu này: {reason}.',
  'Send a Bitcoin transaction': 'Gửi giao dịch Bitcoin',
  'Sign a Bitcoin transaction': 'Ký giao dịch Bitcoin',
  Inputs: 'Đầu vào',
  Outputs: 'Đầu ra',
  'Signed by this wallet': 'Được ví này ký',
  'Back to this wallet': 'Trở lại ví này',
  'the token': 'token',
  tokens: 'Token',
  mint: 'mint',
  freeze: 'đóng băng',
  'transfer fee config': 'cấu hình phí chuyển',
  'withheld withdraw': 'rút phí bị giữ lại',
  'close mint': 'đóng mint',
  'interest rate': 'lãi suất',
  'permanent delegate': 'ủy quyền vĩnh viễn',
  'confidential transfer mint': 'mint chuyển bảo mật',
  'transfer hook program': 'chương trình hook chuyển',
  'confidential transfer fee config': 'cấu hình phí chuyển bảo mật',
  'metadata pointer': 'con trỏ siêu dữ liệu',
  'group pointer': 'con trỏ nhóm',
  'group member pointer': 'con trỏ thành viên nhóm',
  'scaled UI amount': 'số tiền hiển thị theo tỷ lệ',
  pause: 'tạm dừng',
  'Send a transaction': 'Gửi giao dịch',
  'Sign a transaction': 'Ký giao dịch',
  'Sign a message': 'Ký tin nhắn',
  'Sign typed data': 'Ký dữ liệu có kiểu',
  'Send calls': 'Gửi lệnh gọi',
  'Send 1 call': 'Gửi 1 lệnh gọi',
  'Send {count} calls': 'Gửi {count} lệnh gọi',
  'Sign {type}': 'Ký {type}',
  'Call {index}': 'Lệnh gọi {index}',
  'Call {index}: {heading}': 'Lệnh gọi {index}: {heading}',
  Sends: 'Gửi',
  Moves: 'Di chuyển',
  Allowance: 'Quyền chi tiêu',
  Operator: 'Bên vận hành',
  'Creates a contract': 'Tạo hợp đồng',
  Request: 'Yêu cầu',
  Domain: 'Miền',
  Message: 'Tin nhắn',
  'Token permit (EIP-2612)': 'Permit token (EIP-2612)',
  'Permit2 allowance': 'Quyền chi tiêu Permit2',
  'Permit2 transfer': 'Chuyển Permit2',
  Instructions: 'Lệnh',
  owner: 'chủ sở hữu',
  close: 'đóng',
  'SOL transfer': 'Chuyển SOL',
  '{action} (paid by {payer})': '{action} (do {payer} trả)',
  'Creates an account of {bytes} bytes for program {program}':
    'Tạo tài khoản {bytes} byte cho chương trình {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'Tạo tài khoản {bytes} byte cho chương trình {program} (seed "{seed}" của {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'Chuyển SOL từ {from} (seed "{seed}" của {base}, chương trình {program})',
  'Hands the account to program {program}': 'Giao tài khoản cho chương trình {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'Giao tài khoản (seed "{seed}" của {base}) cho chương trình {program}',
  'Gives the account {bytes} bytes of data': 'Cấp cho tài khoản {bytes} byte dữ liệu',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'Cấp cho tài khoản {bytes} byte (seed "{seed}" của {base}) và giao nó cho chương trình {program}',
  'Advances the durable nonce of this account': 'Tăng nonce bền của tài khoản này',
  'Withdraws SOL from nonce account {nonce}': 'Rút SOL từ tài khoản nonce {nonce}',
  'Makes this a nonce account of {authority}': 'Biến đây thành tài khoản nonce của {authority}',
  'Becomes the authority of nonce account {nonce}': 'Trở thành bên nắm quyền của tài khoản nonce {nonce}',
  'Upgrades this nonce account': 'Nâng cấp tài khoản nonce này',
  'Token transfer of mint {mint} from {source}': 'Chuyển token của mint {mint} từ {source}',
  'Token transfer from {source}': 'Chuyển token từ {source}',
  'May spend tokens of mint {mint} from {source}': 'Có thể chi token của mint {mint} từ {source}',
  'May spend tokens from {source}': 'Có thể chi token từ {source}',
  'Burns tokens of mint {mint}': 'Đốt token của mint {mint}',
  'Mints new tokens of mint {mint}': 'Đúc token mới của mint {mint}',
  'Becomes the {kind} authority of {account}': 'Trở thành bên nắm quyền {kind} của {account}',
  'Removes the {kind} authority of this account for good': 'Xóa vĩnh viễn quyền {kind} của tài khoản này',
  'Closes token account {account}; its SOL goes to this address':
    'Đóng tài khoản token {account}; SOL của nó chuyển đến địa chỉ này',
  'Cancels the allowance on this token account': 'Hủy quyền chi tiêu trên tài khoản token này',
  'Freezes this token account of mint {mint}': 'Đóng băng tài khoản token này của mint {mint}',
  'Unfreezes this token account of mint {mint}': 'Bỏ đóng băng tài khoản token này của mint {mint}',
  'Updates the wrapped SOL balance of this token account':
    'Cập nhật số dư SOL được bọc của tài khoản token này',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'Thiết lập tài khoản token của mint {mint}, thuộc sở hữu của {owner}',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'Tạo mint có {decimals} chữ số thập phân; quyền mint {authority}, quyền đóng băng {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'Tạo mint có {decimals} chữ số thập phân; quyền mint {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'Tạo tài khoản token của {wallet} cho mint {mint}: một lệnh trước đó tạo nó, không phải trả gì',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'Tạo tài khoản token của {wallet} cho mint {mint}: tài khoản đã tồn tại, không phải trả gì',
  'Creates the token account of {wallet} for mint {mint}': 'Tạo tài khoản token của {wallet} cho mint {mint}',
  'Sets the compute limit to {units} units': 'Đặt giới hạn tính toán là {units} đơn vị',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'Đặt phí ưu tiên là {price} micro-lamport cho mỗi đơn vị tính toán',
  'Asks for a heap of {bytes} bytes': 'Yêu cầu heap {bytes} byte',
  "Limits the accounts' data to {bytes} bytes": 'Giới hạn dữ liệu của các tài khoản ở {bytes} byte',
  'Memo: {memo}': 'Ghi chú: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Gọi một chương trình mà Foyer không thể đọc, kèm tài khoản của bạn: không rõ tác động, nó có thể di chuyển bất kỳ khoản tiền nào của bạn',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Gọi một chương trình mà Foyer không thể đọc (không được cấp tài khoản của bạn)',
  'A transaction Foyer cannot read': 'Một giao dịch mà Foyer không thể đọc',
  'Receives {name} from this wallet': 'Nhận {name} từ ví này',
  'Receives {name} taken from {from}': 'Nhận {name} lấy từ {from}',
  'May move token #{id} of this wallet’s {name}': 'Có thể di chuyển token #{id} của {name} trong ví này',
  'May spend this wallet’s {name}': 'Có thể chi {name} của ví này',
  '{router} may spend this wallet’s {name}': '{router} có thể chi {name} của ví này',
  '{action} (added to what it may already spend)': '{action} (cộng thêm vào mức đã được chi)',
  'May move every token this wallet holds in {name} ({token})':
    'Có thể di chuyển mọi token mà ví này nắm giữ trong {name} ({token})',
  'May no longer move this wallet’s tokens in {name}':
    'Không còn có thể di chuyển token của ví này trong {name}',
  'Receives token #{id} of {name} taken from {from}': 'Nhận token #{id} của {name} lấy từ {from}',
  'With {bytes} bytes of data for the receiver': 'Kèm {bytes} byte dữ liệu cho người nhận',
  'Deploys {bytes} bytes of code': 'Triển khai {bytes} byte mã',
  '{router} (declared by this network)': '{router} (do mạng này công bố)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'Gọi một hợp đồng (chưa xác minh): nó có thể di chuyển bất kỳ tài sản nào của bạn · hàm {selector}',
  'Token contract ({symbol})': 'Hợp đồng token ({symbol})',
  'Token contract': 'Hợp đồng token',
  'The Uniswap router': 'Bộ định tuyến Uniswap',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'Chuỗi không cho biết số thập phân của token này: đơn vị thô',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'Hoán đổi đúng {paid} lấy bất kỳ lượng {token} nào (không có mức tối thiểu: bạn có thể không nhận được gì)',
  'Swap exactly {paid} for at least {received}': 'Hoán đổi đúng {paid} lấy ít nhất {received}',
  'Swap at most {paid} for exactly {received}': 'Hoán đổi tối đa {paid} lấy đúng {received}',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'Hoán đổi tối đa {paid} lấy đúng {received} (phần không dùng sẽ trả lại người gửi)',
  'Wraps the {symbol} paid ({token})': 'Bọc {symbol} đã trả ({token})',
  'Pays {token}': 'Trả {token}',
  'Unwrapped into {symbol} ({token})': 'Gỡ bọc thành {symbol} ({token})',
  'Receives {token}': 'Nhận {token}',
  'Through {token}': 'Qua {token}',
  'Receives {amount}: this wallet': 'Nhận {amount}: ví này',
  'Receives {amount}: NOT this wallet': 'Nhận {amount}: KHÔNG phải ví này',
  'any amount of {token}': 'bất kỳ lượng {token} nào',
  'at least {amount}': 'ít nhất {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'Dành cho token thu phí khi di chuyển: giới hạn được kiểm tra trên lượng đến nơi',
  'No deadline: the router accepts it at any time, at whatever price then':
    'Không có hạn chót: bộ định tuyến chấp nhận bất cứ lúc nào, theo giá lúc đó',
  'Valid until {deadline}': 'Có hiệu lực đến {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'Có thể chi {name} của ví này (token {token}), {until}',
  'no end date (0)': 'không có ngày kết thúc (0)',
  'never expires': 'không bao giờ hết hạn',
  'until {date}': 'đến {date}',
  '{amount} raw units': '{amount} đơn vị thô',
  'unlimited {token}': '{token} không giới hạn',
  'all tokens': 'tất cả token',
  none: 'không có',
  'token #{id}': 'token #{id}',
  '{count} × token #{id}': '{count} × token #{id}',
  'at most {amount}': 'tối đa {amount}',
  Unlimited: 'Không giới hạn',
  'Up to {amount}': 'Tối đa {amount}',
  'Its rent (amount unknown: the mint has extensions)':
    'Phí thuê của nó (không rõ số tiền: mint có phần mở rộng)',
  'All of its SOL (amount unknown)': 'Toàn bộ SOL của nó (không rõ số tiền)',
  'Amount unknown': 'Không rõ số tiền',
} satisfies Dictionary
