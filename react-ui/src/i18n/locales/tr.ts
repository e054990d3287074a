import type { Dictionary } from '../dictionary.js'

// Turkish (short labels on buttons, the polite "-in" imperative in sentences, as Turkish wallet apps
// write). A noun after a number stays singular in Turkish, so both plural forms read alike. Product and
// protocol names (WalletConnect, Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'Ağ bulunamadı',
  'Network not found': 'Ağ bulunamadı',
  'Invalid App Configuration': 'Geçersiz uygulama yapılandırması',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'Kaynak izin listesinde değil: bu kaynağı panelden projenize ekleyin.',
  'Network Error': 'Ağ hatası',
  'Failed to load the embedded wallet.': 'Yerleşik cüzdan yüklenemedi.',
  'Embedded Wallet Request Timed Out': 'Yerleşik cüzdan isteği zaman aşımına uğradı',
  'The embedded wallet did not answer in time.': 'Yerleşik cüzdan zamanında yanıt vermedi.',
  'Session Expired': 'Oturum süresi doldu',
  'Your session expired: connect again.': 'Oturumunuzun süresi doldu: yeniden bağlanın.',
  'Invalid Project ID': 'Geçersiz proje kimliği',
  'The project id was refused: check it on the dashboard.':
    'Proje kimliği reddedildi: panelden kontrol edin.',
  'Project ID Not Configured': 'Proje kimliği yapılandırılmamış',
  'No project id is set: remote features are off (basic mode).':
    'Proje kimliği ayarlanmamış: uzak özellikler kapalı (temel mod).',
  'No Allowed Origins': 'İzin verilen kaynak yok',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'Bu proje için izin verilen hiçbir kaynak okunamadı: bu sitenin kaynağını projeye ekleyin. E-posta ve sosyal hesapla giriş burada çalışmayabilir.',
  'Server Error': 'Sunucu hatası',
  'The server answered with an error.': 'Sunucu bir hatayla yanıt verdi.',
  'Rate Limited': 'İstek sınırı aşıldı',
  'Too many requests: try again later.': 'Çok fazla istek: daha sonra tekrar deneyin.',
  'iframe load failed': 'iframe yüklenemedi',
  'The login frame did not load.': 'Giriş çerçevesi yüklenmedi.',
  'iframe request timeout': 'iframe isteği zaman aşımına uğradı',
  'The login frame did not answer in time.': 'Giriş çerçevesi zamanında yanıt vermedi.',
  'unverified domain': 'Doğrulanmamış alan adı',
  'This domain is not verified.': 'Bu alan adı doğrulanmamış.',
  'Multi-Wallet Not Enabled': 'Çoklu cüzdan etkin değil',
  'This site connects one wallet at a time.': 'Bu site aynı anda tek bir cüzdan bağlar.',
  'Local configuration ignored': 'Yerel yapılandırma yok sayıldı',
  'Remote configuration loaded: local feature settings are ignored.':
    'Uzak yapılandırma yüklendi: yerel özellik ayarları yok sayılıyor.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    '{features} için yerel yapılandırma, uzak yapılandırma yüklendiği için yok sayıldı: bu özellikleri proje panelinden yönetin.',
  'This payment request is not valid: {reason}': 'Bu ödeme isteği geçerli değil: {reason}',
  'Session not yet valid': 'Oturum henüz geçerli değil',
  "The device clock is behind: check the device's date and time.":
    'Cihazın saati geride: cihazın tarih ve saatini kontrol edin.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'onay {symbol} sözleşmesi {token} yerine {to} adresine gidiyor',
  "the approval sends {wei} wei of the network's coin": 'onay, ağın coin’inden {wei} wei gönderiyor',
  'the approval is not an approval of exactly {amount}': 'onay tam olarak {amount} için bir onay değil',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'onay, ağın takas router’ı {router} yerine {spender} adresine harcama izni veriyor',
  'the swap is sent from {from}, not from {account}': 'takas {account} yerine {from} adresinden gönderiliyor',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'takas, ağın coin’inden {expected} yerine {wei} wei gönderiyor',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'takas, onayın harcama izni verdiği {spender} yerine {to} adresine gidiyor',
  "the swap goes to {to}, not to the network's swap router {router}":
    'takas, ağın takas router’ı {router} yerine {to} adresine gidiyor',
  'the swap is not one of the router’s swaps of an exact amount':
    'takas, router’ın tam tutarlı takaslarından biri değil',
  'the swap ({function}) does not pay {from} for {to}': 'takas ({function}) {to} için {from} ödemiyor',
  'the swap pays {amount}, not the amount shown': 'takas gösterilen tutar yerine {amount} ödüyor',
  "the swap's path starts at {address}, not at {symbol}":
    'takasın yolu {symbol} yerine {address} ile başlıyor',
  "the swap's path ends at {address}, not at {symbol}": 'takasın yolu {symbol} yerine {address} ile bitiyor',
  'the swap pays what it gives to {to}, not to {account}':
    'takas, verdiğini {account} yerine {to} adresine ödüyor',
  'the swap’s deadline has passed': 'takasın son tarihi geçti',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'HTTP durum kodu: {status}',
  'Please try again after {seconds} seconds': 'Lütfen {seconds} saniye sonra tekrar deneyin',
  'Error registering name {name}': '{name} adı kaydedilirken hata oluştu',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin bu kadar küçük ödemeleri iletmez: en az {minimum} gönderin',
  'The transfer failed on the network ({error}); its fee was paid':
    'Transfer ağda başarısız oldu ({error}); ücreti ödendi',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'Takas edilecek tokenler yüklenemedi: {reason}',
  'Could not get a quote for {from} → {to}: {reason}': '{from} → {to} için fiyat teklifi alınamadı: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    '{from} → {to} için teklif yok: takas hizmeti hiçbir rota sunmuyor',
  'Could not read your {symbol} balance from the chain': '{symbol} bakiyeniz zincirden okunamadı',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'Ağ ücreti tahmin edilemedi, bu yüzden Maks. ücreti ayıramıyor: tutarı yazın ve ücret için biraz bırakın',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'Borsanın ne kadar {symbol} harcayabileceği okunamadı: {reason}',
  'You rejected the approval of {symbol} in your wallet': '{symbol} onayını cüzdanınızda reddettiniz',
  'The approval of {symbol} failed: {reason}': '{symbol} onayı başarısız oldu: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    '{symbol} onayı gönderildi ancak zamanında onaylanmadı',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    '{symbol} onayı zincirde başarısız oldu (geri alındı): takas gönderilmedi. Ağ ücreti ödendi.',
  'Could not build the swap: {reason}': 'Takas hazırlanamadı: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'Takas hizmeti gösterilen takas olmayan bir işlem hazırladı, bu yüzden gönderilmedi: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'Fiyat değişti: takas {minimum} değerinden az verecekti (gösterilen en düşük tutar, %{slippage} kayma). Yeni teklifi kontrol edin.',
  'The swap failed: {reason}': 'Takas başarısız oldu: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    '{symbol} onayını ve takası cüzdanınızda reddettiniz',
  'The approval of {symbol} and the swap failed: {reason}':
    '{symbol} onayı ve takas başarısız oldu: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    '{symbol} onayı ve takas başarısız oldu: {reason}. Hiçbir şey onaylanmadı veya takas edilmedi.',
  'the swap service did not answer': 'takas hizmeti yanıt vermedi',
  'the wallet could not send it': 'cüzdan bunu gönderemedi',
  'the wallet could not send them': 'cüzdan bunları gönderemedi',
  'the chain does not show it': 'zincir bunu göstermiyor',
  'You hold no {symbol}': 'Hiç {symbol} bakiyeniz yok',

  // The modal's frame
  Back: 'Geri',
  Close: 'Kapat',
  'This step must be completed before closing': 'Kapatmadan önce bu adımı tamamlamanız gerekiyor',

  // View titles (the header), one per view
  'Connect wallet': 'Cüzdan bağla',
  Account: 'Hesap',
  'All wallets': 'Tüm cüzdanlar',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'Desteklenmeyen ağ',
  'Choose network': 'Ağ seçin',
  'Get a wallet': 'Cüzdan edinin',
  'Switch network': 'Ağ değiştir',
  'Switch chain': 'Zincir değiştir',
  'Choose a name': 'Ad seçin',
  'Name registered': 'Ad kaydedildi',
  'Email login': 'E-posta ile giriş',
  'Update email': 'E-postayı değiştir',
  'Social login': 'Sosyal hesapla giriş',
  Farcaster: 'Farcaster',
  Wallets: 'Cüzdanlar',
  'Buy crypto': 'Kripto satın al',
  Receive: 'Al',
  Send: 'Gönder',
  'Sign in': 'Giriş yap',
  Swap: 'Takas',
  Pay: 'Öde',
  'Approve transaction': 'İşlemi onayla',

  // Shared
  'Try again': 'Tekrar dene',
  Cancel: 'İptal',
  'Loading…': 'Yükleniyor…',
  Copied: 'Kopyalandı',
  "Couldn't copy": 'Kopyalanamadı',
  'Copy address': 'Adresi kopyala',
  'Copy link': 'Bağlantıyı kopyala',

  // The page's buttons
  'Connecting…': 'Bağlanıyor…',
  'Select network': 'Ağ seçin',

  // Connect
  'Loading sign-in options…': 'Giriş seçenekleri yükleniyor…',
  'New to wallets?': 'Cüzdan kullanmaya yeni mi başladınız?',
  'Get one': 'Cüzdan edinin',
  Recent: 'Son kullanılan',
  Installed: 'Yüklü',
  Featured: 'Öne çıkan',
  'More wallets': 'Diğer cüzdanlar',
  External: 'Harici',
  Recommended: 'Önerilen',
  'Continue with email': 'E-posta ile devam et',
  'Continue with a social account': 'Sosyal hesapla devam et',
  'Continue with {provider}': '{provider} ile devam et',

  // All wallets
  'Search wallets': 'Cüzdan ara',
  Search: 'Ara',
  'Certified only': 'Yalnızca sertifikalı',
  Certified: 'Sertifikalı',
  'Loading wallets': 'Cüzdanlar yükleniyor',
  'Loading more wallets': 'Daha fazla cüzdan yükleniyor',
  'No wallet found': 'Cüzdan bulunamadı',
  'Nothing matches “{query}”.': '“{query}” ile eşleşen sonuç yok.',
  'Nothing matches “{query}” among certified wallets.':
    'Sertifikalı cüzdanlar arasında “{query}” ile eşleşen sonuç yok.',
  'The directory has no wallets.': 'Dizinde cüzdan yok.',
  'The directory has no wallets among certified wallets.': 'Dizinde sertifikalı cüzdan yok.',
  'one: {count} wallet|other: {count} wallets': 'one: {count} cüzdan|other: {count} cüzdan',
  'Wallet directory not configured': 'Cüzdan dizini yapılandırılmamış',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'Tüm cüzdanlara göz atmak ve arama yapmak için cüzdan dizini gerekir: bir proje kimliği ve API URL’si ayarlayın.',

  // Account
  'Approve the request in your wallet.': 'İsteği cüzdanınızda onaylayın.',
  'Network:': 'Ağ:',
  'Email:': 'E-posta:',
  Update: 'Değiştir',
  'Smart account': 'Akıllı hesap',
  'Switch to smart account': 'Akıllı hesaba geç',
  'Switching to your smart account…': 'Akıllı hesabınıza geçiliyor…',
  Wallet: 'Cüzdan',
  'Wallets:': 'Cüzdanlar:',
  'View on explorer': 'Gezginde görüntüle',
  Disconnect: 'Bağlantıyı kes',
  Accounts: 'Hesaplar',
  Payment: 'Ödeme',
  Ordinals: 'Ordinals',
  'Copy payment address': 'Ödeme adresini kopyala',
  'Copy ordinals address': 'Ordinals adresini kopyala',
  'Other addresses': 'Diğer adresler',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'Bağlı olmayan ağlar',
  'Switch to {network}': '{network} ağına geç',
  'Loading balance…': 'Bakiye yükleniyor…',
  'Balance unavailable': 'Bakiye alınamıyor',
  Tokens: 'Tokenlar',
  Total: 'Toplam',
  Unknown: 'Bilinmiyor',
  'Loading tokens…': 'Tokenlar yükleniyor…',
  'Token balances are unavailable.': 'Token bakiyeleri alınamıyor.',
  'No tokens on this network yet.': 'Bu ağda henüz token yok.',
  NFTs: 'NFT’ler',
  'Loading NFTs…': 'NFT’ler yükleniyor…',
  'NFTs are unavailable.': 'NFT’ler alınamıyor.',
  'No NFTs on this network yet.': 'Bu ağda henüz NFT yok.',
  Activity: 'Etkinlik',
  'Loading activity…': 'Etkinlik yükleniyor…',
  'No activity on this network yet.': 'Bu ağda henüz etkinlik yok.',
  'Show more': 'Daha fazla göster',
  Failed: 'Başarısız',
  Pending: 'Beklemede',

  // Networks, switching, connecting
  Networks: 'Ağlar',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'Cüzdanınız bu uygulamanın desteklemediği bir ağda. Aşağıdan bir ağ seçin.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'Bu uygulama mevcut ağınızı desteklemiyor. Devam etmek için kullanılabilir bir ağa geçin.',
  'the network': 'ağ',
  'Approve in wallet': 'Cüzdanda onaylayın',
  'Switch to {network} in {wallet}': '{wallet} içinde {network} ağına geçin',
  'Switched to {network}': '{network} ağına geçildi',
  'your wallet': 'cüzdanınız',
  'Connected to {wallet}': '{wallet} cüzdanına bağlandı',
  'Continue in {wallet}': '{wallet} içinde devam edin',
  'Accept the connection request in your wallet.': 'Bağlantı isteğini cüzdanınızda kabul edin.',
  '{namespace} wallet needed': '{namespace} cüzdanı gerekiyor',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    '{network} ağını kullanmak için {namespace} ağlarını destekleyen bir cüzdan bağlayın.',
  'Your current wallet is on {namespace}.': 'Mevcut cüzdanınız {namespace} üzerinde.',

  // Connecting over WalletConnect
  wallet: 'cüzdan',
  'Approved in {wallet}': '{wallet} içinde onaylandı',
  'Scan with {wallet}': '{wallet} ile tarayın',
  'Scan with your phone': 'Telefonunuzla tarayın',
  'Reconnecting to WalletConnect…': 'WalletConnect’e yeniden bağlanılıyor…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} bu siteyi kendi tarayıcısında açar ve orada doğrudan bağlanır.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'Cüzdanınız bu siteyi kendi tarayıcısında açar ve orada doğrudan bağlanır.',
  'Open in {wallet}': '{wallet} içinde aç',
  'Open {wallet}': '{wallet} uygulamasını aç',
  'Preparing the link…': 'Bağlantı hazırlanıyor…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'WalletConnect aktarıcısının eşleştirme kodu oluşturması bekleniyor…',
  'Approve the connection in your wallet, then come back here.':
    'Bağlantıyı cüzdanınızda onaylayın, ardından buraya dönün.',
  'Get a new link': 'Yeni bağlantı al',
  'Wallet not opening? Copy the link': 'Cüzdan açılmıyor mu? Bağlantıyı kopyalayın',
  'Copy the link into your wallet': 'Bağlantıyı kopyalayıp cüzdanınıza yapıştırın',
  'QR code to connect {wallet}': '{wallet} cüzdanını bağlamak için QR kodu',
  'QR code to connect your wallet': 'Cüzdanınızı bağlamak için QR kodu',
  "Scan it with your phone's camera or your wallet's scanner.":
    'Telefonunuzun kamerasıyla veya cüzdanınızın tarayıcısıyla okutun.',
  "Can't scan? Copy the link": 'Tarayamıyor musunuz? Bağlantıyı kopyalayın',
  'Get a new QR code': 'Yeni QR kodu al',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'Tüm cüzdanlara göz at',
  'No wallet to suggest': 'Önerilecek cüzdan yok',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'Cüzdan dizini bu cüzdanların nereden edinileceğini belirtmedi. Telefonunuzun uygulama mağazasında bir cüzdan uygulaması veya tarayıcınızın eklenti mağazasında bir cüzdan eklentisi arayın.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'Cüzdan kriptonuzu saklar ve şifre hatırlamanıza gerek kalmadan bunun gibi uygulamalara giriş yapmanızı sağlar. Bir cüzdan edinin, ardından bağlamak için buraya dönün.',
  'Loading wallets…': 'Cüzdanlar yükleniyor…',
  Extension: 'Eklenti',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'Web sitesi',
  'browser extension': 'tarayıcı eklentisi',
  'iOS app': 'iOS uygulaması',
  'Android app': 'Android uygulaması',
  website: 'web sitesi',
  '{wallet} {link} (opens in a new tab)': '{wallet} {link} (yeni sekmede açılır)',
  'Close notification': 'Bildirimi kapat',
  'Notifications (Alt+T)': 'Bildirimler (Alt+T)',
  'Dismiss alert': 'Uyarıyı kapat',

  // Email, social and Farcaster login
  Continue: 'Devam',
  'No code?': 'Kod gelmedi mi?',
  'Send another': 'Yeniden gönder',
  'Your email': 'E-posta adresiniz',
  'Enter the code sent to {email}': '{email} adresine gönderilen kodu girin',
  'Sending a code to {email}…': '{email} adresine kod gönderiliyor…',
  'Approve this device from the email sent to {email}.':
    '{email} adresine gönderilen e-postadan bu cihazı onaylayın.',
  'Checking the code…': 'Kod kontrol ediliyor…',
  'Signing you in…': 'Giriş yapılıyor…',
  'Email login is not set up': 'E-posta ile giriş ayarlanmamış',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'Bu sitede e-posta ile giriş yapabileceğiniz yerleşik bir cüzdan yok. Bunun yerine bir cüzdan bağlayın.',
  'New email': 'Yeni e-posta',
  'your new email': 'yeni e-posta adresiniz',
  'One moment…': 'Bir dakika…',
  'This site has no embedded wallet whose email could change.':
    'Bu sitede e-postası değiştirilebilecek yerleşik bir cüzdan yok.',
  'Taking you to {provider}…': '{provider} sayfasına yönlendiriliyorsunuz…',
  'Logging you in with {provider}…': '{provider} ile giriş yapılıyor…',
  'Logged in with {provider}.': '{provider} ile giriş yapıldı.',
  'Log in with {provider} in the window that opened.': 'Açılan pencerede {provider} ile giriş yapın.',
  'Social login is not set up': 'Sosyal hesapla giriş ayarlanmamış',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'Bu sitede sosyal hesapla giriş yapabileceğiniz yerleşik bir cüzdan yok. Bunun yerine bir cüzdan bağlayın.',
  'QR code to log in with Farcaster': 'Farcaster ile giriş için QR kodu',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'Telefonunuzun kamerasıyla okutun, ardından girişi Farcaster uygulamasında onaylayın.',
  'Loading your Farcaster account…': 'Farcaster hesabınız yükleniyor…',
  'Farcaster login is not set up': 'Farcaster ile giriş ayarlanmamış',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'Bu sitede Farcaster ile giriş yapabileceğiniz yerleşik bir cüzdan yok. Bunun yerine bir cüzdan bağlayın.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'Giriş yapılıyor',
  'This site': 'Bu site',
  '{app} needs to connect to your wallet': '{app} cüzdanınıza bağlanmak istiyor',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    '{address} adresinin sahibi olduğunuzu kanıtlamak için bu mesajı imzalayın. Ücretsizdir ve hiçbir işlem göndermez.',
  'Approve the signature in your wallet': 'İmzayı cüzdanınızda onaylayın',
  Sign: 'İmzala',
  'Message to sign': 'İmzalanacak mesaj',
  'No transaction to approve': 'Onaylanacak işlem yok',
  'Nothing is waiting for your approval.': 'Onayınızı bekleyen bir şey yok.',
  Warnings: 'Uyarılar',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: Bundan sonra {count} işlem daha bekliyor|other: Bundan sonra {count} işlem daha bekliyor',
  'Approve the transaction in your wallet': 'İşlemi cüzdanınızda onaylayın',
  Approve: 'Onayla',
  Decline: 'Reddet',
  Done: 'Bitti',
  '{namespace} wallets': '{namespace} cüzdanları',
  'No wallet connected.': 'Bağlı cüzdan yok.',
  'Connected wallets': 'Bağlı cüzdanlar',
  Active: 'Etkin',
  'Switch to {wallet}': '{wallet} cüzdanına geç',
  Switch: 'Geç',
  'Disconnect {wallet}': '{wallet} bağlantısını kes',
  'Recent wallets': 'Son kullanılan cüzdanlar',
  'Connect {wallet}': '{wallet} cüzdanını bağla',
  Connect: 'Bağla',
  'Remove {wallet}': '{wallet} cüzdanını kaldır',
  Remove: 'Kaldır',
  'Add wallet': 'Cüzdan ekle',
  'Multi-wallet is not set up on this site.': 'Bu sitede çoklu cüzdan ayarlanmamış.',
  'Your account now goes by this name.': 'Hesabınız artık bu adla görünüyor.',
  'Back to account': 'Hesaba dön',
  'Names are not set up': 'Adlar ayarlanmamış',
  'This site does not register names for accounts.': 'Bu site hesaplar için ad kaydetmiyor.',
  'Registering {name}…': '{name} kaydediliyor…',
  Name: 'Ad',
  Register: 'Kaydet',
  'At least 4 letters, digits or hyphens.': 'En az 4 harf, rakam veya kısa çizgi.',
  Suggestions: 'Öneriler',
  Taken: 'Alınmış',
  Available: 'Uygun',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': 'Bağlı hesap yok',
  'Connect a wallet to receive funds.': 'Para almak için bir cüzdan bağlayın.',
  'QR code of your address': 'Adresinizin QR kodu',
  'Send only on {network}': 'Yalnızca {network} ağında gönderin',
  'This address also receives on {networks}': 'Bu adres {networks} ağlarında da alım yapar',
  'Sending is not set up': 'Gönderme ayarlanmamış',
  'This site does not send from the modal.': 'Bu site bu pencereden gönderim yapmıyor.',
  'Approve the transaction in your wallet.': 'İşlemi cüzdanınızda onaylayın.',
  Token: 'Token',
  Amount: 'Tutar',
  'Amount in {symbol}': '{symbol} cinsinden tutar',
  Max: 'Maks.',
  To: 'Alıcı',
  'Address or name': 'Adres veya ad',
  '{name} is': '{name} adresi:',
  'Network fee': 'Ağ ücreti',
  'Up to {fee}': 'En fazla {fee}',
  'Receiver gets': 'Alıcıya geçecek tutar',
  'Checking the balance and the network fee…': 'Bakiye ve ağ ücreti kontrol ediliyor…',
  'Swaps are not set up': 'Takas ayarlanmamış',
  'This site does not swap from the modal.': 'Bu site bu pencereden takas yapmıyor.',
  'You pay': 'Ödeyeceğiniz',
  'You receive': 'Alacağınız',
  'You receive at least': 'En az alacağınız',
  Expected: 'Beklenen',
  'Price impact': 'Fiyat etkisi',
  'Your balance': 'Bakiyeniz',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'Tahmin edilemedi',
  '{fee}, includes the approval': '{fee}, onay dahil',
  'Your {symbol} balance does not cover the network fee': '{symbol} bakiyeniz ağ ücretini karşılamıyor',
  'Preparing the swap…': 'Takas hazırlanıyor…',
  'Swap sent: waiting for it to be confirmed…': 'Takas gönderildi: onaylanması bekleniyor…',
  'Swap again': 'Yeniden takas yap',
  'Stop waiting': 'Beklemeyi bırak',
  'Swap the tokens’ places': 'Tokenların yerini değiştir',
  'Getting a quote…': 'Fiyat teklifi alınıyor…',
  'Buying is not set up': 'Satın alma ayarlanmamış',
  'This site does not sell crypto from the modal.': 'Bu site bu pencereden kripto satmıyor.',
  'Loading what you can buy…': 'Satın alabilecekleriniz yükleniyor…',
  'Your browser blocked the provider’s window.': 'Tarayıcınız sağlayıcının penceresini engelledi.',
  'the provider': 'sağlayıcı',
  'Open {provider} in a new tab': '{provider} sayfasını yeni sekmede aç',
  'Check again': 'Tekrar kontrol et',
  'Back to the form': 'Forma dön',
  'Buy more': 'Daha fazla satın al',
  'Opening {provider}…': '{provider} açılıyor…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'Satın alma işlemini {provider} penceresinde tamamlayın. Bitince pencereyi kapatın.',
  'Waiting for your purchase to arrive…': 'Satın aldığınız varlığın gelmesi bekleniyor…',
  'The provider list could not be loaded: showing the usual currencies.':
    'Sağlayıcı listesi yüklenemedi: yaygın para birimleri gösteriliyor.',
  'Payment currency': 'Ödeme para birimi',
  'Payment method': 'Ödeme yöntemi',
  Card: 'Kart',
  'Bank account': 'Banka hesabı',
  'The least you can pay by card is {limit}': 'Kartla en az {limit} ödeyebilirsiniz',
  'The most you can pay by card is {limit}': 'Kartla en fazla {limit} ödeyebilirsiniz',
  'The least you can pay by bank account is {limit}': 'Banka hesabıyla en az {limit} ödeyebilirsiniz',
  'The most you can pay by bank account is {limit}': 'Banka hesabıyla en fazla {limit} ödeyebilirsiniz',
  'You buy': 'Alacağınız',
  Provider: 'Sağlayıcı',
  'Enter an amount to see a quote.': 'Fiyat teklifi görmek için bir tutar girin.',
  Buy: 'Satın al',
  'Buy with {provider}': '{provider} ile satın al',
  'Payments are not set up': 'Ödemeler ayarlanmamış',
  'This site does not ask for payments from the modal.': 'Bu site bu pencereden ödeme istemiyor.',
  'Reading the amount…': 'Tutar okunuyor…',
  Network: 'Ağ',
  'Copy recipient address': 'Alıcı adresini kopyala',
  From: 'Gönderen',
  'up to {fee}': 'en fazla {fee}',
  'Estimating…': 'Tahmin ediliyor…',
  'Loading the payment…': 'Ödeme yükleniyor…',
  'No payment was asked for.': 'Ödeme istenmedi.',
  'Approve the payment of {amount} in your wallet': '{amount} tutarındaki ödemeyi cüzdanınızda onaylayın',
  'Reading the payment from the network…': 'Ödeme ağdan okunuyor…',
  'Payment sent: waiting for it to be confirmed…': 'Ödeme gönderildi: onaylanması bekleniyor…',
  'Paid {amount}.': '{amount} ödendi.',
  Transaction: 'İşlem',
  'Pay from': 'Ödeyen hesap',
  'Balance: {balance}': 'Bakiye: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Tutar ve ağ ücreti için yetersiz: {needed} {symbol} gerekli, {available} {symbol} mevcut',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Tutar için yetersiz: {needed} {symbol} gerekli, {available} {symbol} mevcut',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Ağ ücreti için yetersiz: {needed} {symbol} gerekli, {available} {symbol} mevcut',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'Ödeyeceğiniz {paid} · Alacağınız yaklaşık {received} · ücret {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'Ödeyeceğiniz {paid} · tahmin: alacağınızı ve ücreti {provider} gösterir',
  '{amount} arrived in your wallet': '{amount} cüzdanınıza ulaştı',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — yüksek: havuz fiyatından çok daha azını alırsınız',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    'Yetersiz {symbol}: {needed} {symbol} gerekli, {available} {symbol} mevcut',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    'Yetersiz {symbol}: ağ ücretiyle {needed} {symbol} gerekli, {available} {symbol} mevcut',
  '{symbol} has at most {decimals} decimals': '{symbol} en fazla {decimals} ondalık basamak içerir',
  'Approve {symbol} in your wallet ({step} of {steps})':
    '{symbol} onayını cüzdanınızda verin ({step}/{steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    '{from} ile {to} takasını cüzdanınızda yapın ({step}/{steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    '{from} onayını verin ve cüzdanınızda {to} ile takas edin (tek istek)',
  'Swapped {paid} for at least {received}.': '{paid}, en az {received} karşılığında takas edildi.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'Takas zincirde başarısız oldu (geri alındı): hiçbir şey takas edilmedi ve ağ ücreti ödendi. Borsanın {amount} harcaması için verdiğiniz onay hâlâ geçerli.',
  'No address is registered for {name} on {network}': '{network} ağında {name} için kayıtlı adres yok',
  'This is not a valid {namespace} address': 'Bu geçerli bir {namespace} adresi değil',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Tutar ve ağ ücreti için yetersiz {symbol}: {needed} {symbol} gerekli, {available} {symbol} mevcut',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Tutar için yetersiz {symbol}: {needed} {symbol} gerekli, {available} {symbol} mevcut',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Ağ ücreti için yetersiz {symbol}: {needed} {symbol} gerekli, {available} {symbol} mevcut',
  "Includes {amount} to open the receiver's {symbol} account":
    'Alıcının {symbol} hesabını açmak için {amount} dahildir',
  'About {amount}': 'Yaklaşık {amount}',
  'At most {amount}': 'En fazla {amount}',
  '{amount} plus the network fee': '{amount} artı ağ ücreti',

  // Core's messages: its errors, snacks and the empty wallet list
  'Connection rejected': 'Bağlantı reddedildi',
  'Failed to connect': 'Bağlanılamadı',
  'Network switch rejected': 'Ağ değişikliği reddedildi',
  'Signature declined': 'İmza reddedildi',
  'Popup closed': 'Açılır pencere kapatıldı',
  'Request was aborted': 'İstek iptal edildi',
  'Another request is waiting for the wallet': 'Cüzdanda bekleyen başka bir istek var',
  'The wallet did not share that account with this site': 'Cüzdan bu hesabı bu siteyle paylaşmadı',
  'The connector does not support any of the requested chains':
    'Bu cüzdan istenen zincirlerin hiçbirini desteklemiyor',
  'Failed to initiate social connection': 'Sosyal hesapla giriş başlatılamadı',
  'Failed to connect to farcaster': 'Farcaster’a bağlanılamadı',
  'Token Balance Unavailable': 'Token bakiyesi alınamıyor',
  'Failed to fetch transactions': 'İşlemler alınamadı',
  'Something went wrong': 'Bir şeyler ters gitti',
  'Address copied': 'Adres kopyalandı',
  'No wallets found': 'Cüzdan bulunamadı',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'Bu sayfayı cüzdan uygulamanızın tarayıcısında açın veya önce bir cüzdan uygulaması yükleyin.',
  'Install a wallet browser extension, then reload this page.':
    'Bir cüzdan tarayıcı eklentisi yükleyin, ardından bu sayfayı yeniden yükleyin.',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'Tutar ve alıcı adresi gerekli',
  'A token is required': 'Token seçilmesi gerekli',
  'Unsupported chain': 'Zincir desteklenmiyor',
  'Leaves this wallet': 'Bu cüzdandan çıkan',
  'Comes into this wallet': 'Bu cüzdana giren',
  Fee: 'Ücret',
  'Signed by': 'İmzalayan',
  'Fee paid by': 'Ücreti ödeyen',
  'Could not be read': 'Okunamadı',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'Tutarı rakamlarla, ondalıklar için nokta kullanarak girin (ör. 0.5)',
  'Enter an amount above 0': '0’dan büyük bir tutar girin',
  'Enter an amount like 100 or 49.99': '100 veya 49.99 gibi bir tutar girin',
  'The purchase has not arrived yet. It can take a few minutes.':
    'Satın alma henüz ulaşmadı. Birkaç dakika sürebilir.',
  'The provider’s page could not be opened. Try again.': 'Sağlayıcının sayfası açılamadı. Tekrar deneyin.',
  'Nothing can be bought on this network': 'Bu ağda hiçbir şey satın alınamaz',
  'Connect an EVM account to swap': 'Takas için bir EVM hesabı bağlayın',
  'Network not supported for Swaps': 'Ağ takas için desteklenmiyor',
  'Swaps are not offered in your region': 'Takas bölgenizde sunulmuyor',
  'You rejected the swap in your wallet': 'Takası cüzdanınızda reddettiniz',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'Takas gönderildi; henüz onaylanmadı. Yeniden takas yapmadan önce cüzdanınızı kontrol edin.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'Onay ve takas zincirde başarısız oldu (birlikte geri alındı): hiçbir şey onaylanmadı veya takas edilmedi ve ağ ücreti ödendi.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'Takas zincirde başarısız oldu (geri alındı): hiçbir şey takas edilmedi ve ağ ücreti ödendi.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).': 'Ücret ({fee}) ödemeden ({payment}) fazla.',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'Ücret oranı, {rate}, ağın sonraki blok için oranının, {networkRate}, {factor} katından fazla.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Ücret, sitenin {inputs} girdisi için belirttiği tutarları hesaba katar; bu girdiyi başka imzacılar imzalar ve bu tutarları hiçbir şey kanıtlamaz: ödenen ücret farklı olabilir. Bu cüzdandan çıkan tutar kesindir.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Ücret, sitenin {inputs} girdileri için belirttiği tutarları hesaba katar; bu girdileri başka imzacılar imzalar ve bu tutarları hiçbir şey kanıtlamaz: ödenen ücret farklı olabilir. Bu cüzdandan çıkan tutar kesindir.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'Ağın ücret oranı okunamadı: ücreti cüzdanınızdakiyle karşılaştırın.',
  'Foyer will not ask your wallet to sign this.': 'Foyer cüzdanınızdan bunu imzalamasını istemeyecek.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'İşlemin çıktısı yok: harcadığı her şey ücrete giderdi.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'Girdi {index}: PSBT neyi harcadığını söylemiyor, bu yüzden bu cüzdandan ne çıkacağı bilinmiyor.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'Girdi {index} bu cüzdanın coinlerini önceki işlemi olmadan harcıyor, bu yüzden tutarı doğrulanamaz: gösterilen ücret ödenen ücretten çok farklı olabilir.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'Girdi {index} {sighash} istiyor: bu cüzdanın imzası {part} kapsamaz, bu yüzden site onayınızdan sonra bunları değiştirebilir.',
  'the outputs': 'çıktıları',
  'all but one output': 'biri hariç tüm çıktıları',
  'the other inputs': 'diğer girdileri',
  'the outputs or the other inputs': 'çıktıları veya diğer girdileri',
  'all but one output or the other inputs': 'biri hariç tüm çıktıları veya diğer girdileri',
  'what this review shows': 'bu incelemenin gösterdiklerini',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'Girdi {index} için {stated} harcadığı söyleniyor, ancak önceki işlemi {paid} ödüyor: PSBT kendisiyle çelişiyor.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'Girdi {index} için {stated} harcadığı söyleniyor, ancak önceki işlemi başka bir betiğe {paid} ödüyor: PSBT kendisiyle çelişiyor.',
  "Unknown: the PSBT does not carry every input's amount": 'Bilinmiyor: PSBT her girdinin tutarını içermiyor',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'Bilinmiyor: PSBT bu cüzdanın her girdisinin neyi harcadığını söylemiyor',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'Bu işlem kalıcı bir nonce kullanıyor: süresi hiç dolmaz, bu yüzden onayınızdan çok sonra bile herhangi bir zamanda gönderilebilir.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'Ücreti bu cüzdan değil {payer} ödüyor: bu işlemi başka biri hazırladı ve ödüyor.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer, {account} oluşturmanın size kaç SOL’a mal olacağını bilemiyor.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'Bu, hesabınızı {program} programına devreder: program daha sonra tüm SOL’unuzu alabilir.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'Sınırsız bir izin: {delegate}, {account} içindeki tüm tokenları şimdi veya daha sonra alabilir.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority}, {account} hesabının sahip yetkilisi olur: içindeki tüm tokenları alabilir.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority}, {account} hesabının kapatma yetkilisi olur: hesabı kapatıp SOL’unu alabilir.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority}, {account} hesabının {kind} yetkilisi olur: bu yetkiyi dilediği gibi kullanabilir.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    '{account} kapatılınca SOL’u bu cüzdana değil {destination} adresine gider.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    '{program} programının etkisi bilinmiyor: fonlarınızdan herhangi birini taşıyabilir.',
  'Foyer cannot read this transaction': 'Foyer bu işlemi okuyamıyor',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer bu işlemin kullandığı adres arama tablolarını okuyamıyor',
  'Foyer cannot read an instruction of this transaction': 'Foyer bu işlemin bir talimatını okuyamıyor',
  'Leaves this wallet (token account {address})': 'Bu cüzdandan çıkan (token hesabı {address})',
  'Leaves this wallet (mint {address})': 'Bu cüzdandan çıkan (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} ham birim (ondalıklar bilinmiyor)',
  '{amount} tokens': '{amount} token',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'Sınırsız izin: {spender}, bu cüzdanın tüm {name} varlığını (token {token}) izin iptal edilene kadar şimdi ve daha sonra harcayabilir.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator}, bu cüzdanın {token} koleksiyonundaki tüm tokenlarını bu iptal edilene kadar şimdi ve daha sonra taşıyabilir.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'Bu, {contract} sözleşmesinin Foyer’ın okuyamadığı {selector} fonksiyonunu çağırır: varlıklarınızdan herhangi birini taşıyabilir.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'Sınırsız izin: bu imzalandığı anda {spender}, bu cüzdanın tüm {name} varlığını (token {token}) harcayabilir.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'Bu imza, bu cüzdanın bulunduğu {network} (zincir {walletChain}) için değil, {chain} zinciri için: imza o zincirde kullanılabilir.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'Minimum yok: ödediğiniz {amount} karşılığında hiçbir şey almayabilirsiniz.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token} {receiver} adresine gider: Foyer bunun sizin hesabınız olup olmadığını bilemiyor.',
  'The {token} go to {receiver}, not to your account.': '{token} hesabınıza değil {receiver} adresine gider.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Router {symbol} takasını yalnızca kendi WETH’i ({weth}) üzerinden yapar; bu yol {token} ile başlıyor: router bu takası reddedecek ve yalnızca ağ ücreti harcanacak.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Router {symbol} takasını yalnızca kendi WETH’i ({weth}) üzerinden yapar; bu yol {token} ile bitiyor: router bu takası reddedecek ve yalnızca ağ ücreti harcanacak.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'Son tarih ({deadline}) geçti: router bu takası reddedecek ve yalnızca ağ ücreti harcanacak.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer bu isteği sözcüklerle açıklayamıyor: yalnızca bu siteye istediği konuda güveniyorsanız onaylayın.',
  'Foyer cannot read this request: {reason}.': 'Foyer bu isteği okuyamıyor: {reason}.',
  'Send a Bitcoin transaction': 'Bir Bitcoin işlemi gönder',
  'Sign a Bitcoin transaction': 'Bir Bitcoin işlemi imzala',
  Inputs: 'Girdiler',
  Outputs: 'Çıktılar',
  'Signed by this wallet': 'Bu cüzdan imzalar',
  'Back to this wallet': 'Bu cüzdana geri döner',
  'the token': 'token',
  tokens: 'Tokenlar',
  mint: 'basım',
  freeze: 'dondurma',
  'transfer fee config': 'transfer ücreti ayarı',
  'withheld withdraw': 'tutulan ücretleri çekme',
  'close mint': 'mint kapatma',
  'interest rate': 'faiz oranı',
  'permanent delegate': 'kalıcı temsilci',
  'confidential transfer mint': 'gizli transfer mint',
  'transfer hook program': 'transfer kancası programı',
  'confidential transfer fee config': 'gizli transfer ücreti ayarı',
  'metadata pointer': 'meta veri işaretçisi',
  'group pointer': 'grup işaretçisi',
  'group member pointer': 'grup üyesi işaretçisi',
  'scaled UI amount': 'ölçeklenmiş gösterim tutarı',
  pause: 'duraklatma',
  'Send a transaction': 'Bir işlem gönder',
  'Sign a transaction': 'Bir işlem imzala',
  'Sign a message': 'Bir mesaj imzala',
  'Sign typed data': 'Türlendirilmiş veriyi imzala',
  'Send calls': 'Çağrıları gönder',
  'Send 1 call': '1 çağrı gönder',
  'Send {count} calls': '{count} çağrı gönder',
  'Sign {type}': '{type} imzala',
  'Call {index}': 'Çağrı {index}',
  'Call {index}: {heading}': 'Çağrı {index}: {heading}',
  Sends: 'Gönderir',
  Moves: 'Taşır',
  Allowance: 'İzin',
  Operator: 'Operatör',
  'Creates a contract': 'Bir sözleşme oluşturur',
  Request: 'İstek',
  Domain: 'Alan',
  Message: 'Mesaj',
  'Token permit (EIP-2612)': 'Token izni (EIP-2612)',
  'Permit2 allowance': 'Permit2 izni',
  'Permit2 transfer': 'Permit2 transferi',
  Instructions: 'Talimatlar',
  owner: 'sahip',
  close: 'kapatma',
  'SOL transfer': 'SOL transferi',
  '{action} (paid by {payer})': '{action} ({payer} öder)',
  'Creates an account of {bytes} bytes for program {program}':
    '{program} programı için {bytes} baytlık bir hesap oluşturur',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    '{program} programı için {bytes} baytlık bir hesap oluşturur ({base} adresinin "{seed}" seed değeri)',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    '{from} adresinden SOL transferi ({base} adresinin "{seed}" seed değeri, program {program})',
  'Hands the account to program {program}': 'Hesabı {program} programına devreder',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'Hesabı ({base} adresinin "{seed}" seed değeri) {program} programına devreder',
  'Gives the account {bytes} bytes of data': 'Hesaba {bytes} bayt veri alanı verir',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'Hesaba {bytes} bayt verir ({base} adresinin "{seed}" seed değeri) ve onu {program} programına devreder',
  'Advances the durable nonce of this account': 'Bu hesabın kalıcı nonce değerini ilerletir',
  'Withdraws SOL from nonce account {nonce}': '{nonce} nonce hesabından SOL çeker',
  'Makes this a nonce account of {authority}': 'Bunu {authority} adresinin nonce hesabı yapar',
  'Becomes the authority of nonce account {nonce}': '{nonce} nonce hesabının yetkilisi olur',
  'Upgrades this nonce account': 'Bu nonce hesabını yükseltir',
  'Token transfer of mint {mint} from {source}': '{source} adresinden {mint} mint tokenlarının transferi',
  'Token transfer from {source}': '{source} adresinden token transferi',
  'May spend tokens of mint {mint} from {source}': '{source} adresinden {mint} mint tokenlarını harcayabilir',
  'May spend tokens from {source}': '{source} adresinden token harcayabilir',
  'Burns tokens of mint {mint}': '{mint} mint tokenlarını yakar',
  'Mints new tokens of mint {mint}': '{mint} mint için yeni token basar',
  'Becomes the {kind} authority of {account}': '{account} hesabının {kind} yetkilisi olur',
  'Removes the {kind} authority of this account for good':
    'Bu hesabın {kind} yetkisini kalıcı olarak kaldırır',
  'Closes token account {account}; its SOL goes to this address':
    '{account} token hesabını kapatır; SOL bakiyesi bu adrese gider',
  'Cancels the allowance on this token account': 'Bu token hesabındaki izni iptal eder',
  'Freezes this token account of mint {mint}': '{mint} mint için bu token hesabını dondurur',
  'Unfreezes this token account of mint {mint}': '{mint} mint için bu token hesabının dondurmasını kaldırır',
  'Updates the wrapped SOL balance of this token account':
    'Bu token hesabının sarılmış SOL bakiyesini günceller',
  'Sets up a token account of mint {mint}, owned by {owner}':
    '{mint} mint için sahibi {owner} olan bir token hesabı kurar',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    '{decimals} ondalıklı bir mint oluşturur; basım yetkisi {authority}, dondurma yetkisi {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    '{decimals} ondalıklı bir mint oluşturur; basım yetkisi {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    '{mint} mint için {wallet} adresinin token hesabını oluşturur: önceki bir talimat onu oluşturur, hiçbir şey ödenmez',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    '{mint} mint için {wallet} adresinin token hesabını oluşturur: zaten var, hiçbir şey ödenmez',
  'Creates the token account of {wallet} for mint {mint}':
    '{mint} mint için {wallet} adresinin token hesabını oluşturur',
  'Sets the compute limit to {units} units': 'Hesaplama sınırını {units} birim olarak ayarlar',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'Öncelik ücretini hesaplama birimi başına {price} mikro-lamport olarak ayarlar',
  'Asks for a heap of {bytes} bytes': '{bytes} baytlık bir heap ister',
  "Limits the accounts' data to {bytes} bytes": 'Hesapların verisini {bytes} baytla sınırlar',
  'Memo: {memo}': 'Not: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Foyer’ın okuyamadığı bir programı hesabınızla çağırır: etkisi bilinmiyor, fonlarınızdan herhangi birini taşıyabilir',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Foyer’ın okuyamadığı bir programı çağırır (hesabınız ona verilmez)',
  'A transaction Foyer cannot read': 'Foyer’ın okuyamadığı bir işlem',
  'Receives {name} from this wallet': 'Bu cüzdandan {name} alır',
  'Receives {name} taken from {from}': '{from} adresinden alınan {name} varlığını alır',
  'May move token #{id} of this wallet’s {name}':
    'Bu cüzdanın {name} koleksiyonundaki #{id} numaralı tokenı taşıyabilir',
  'May spend this wallet’s {name}': 'Bu cüzdanın {name} varlığını harcayabilir',
  '{router} may spend this wallet’s {name}': '{router}, bu cüzdanın {name} varlığını harcayabilir',
  '{action} (added to what it may already spend)': '{action} (zaten harcayabildiğine eklenir)',
  'May move every token this wallet holds in {name} ({token})':
    'Bu cüzdanın {name} ({token}) içinde tuttuğu her tokenı taşıyabilir',
  'May no longer move this wallet’s tokens in {name}':
    'Artık bu cüzdanın {name} içindeki tokenlarını taşıyamaz',
  'Receives token #{id} of {name} taken from {from}':
    '{from} adresinden alınan {name} koleksiyonunun #{id} numaralı tokenını alır',
  'With {bytes} bytes of data for the receiver': 'Alıcı için {bytes} bayt veriyle',
  'Deploys {bytes} bytes of code': '{bytes} bayt kod dağıtır',
  '{router} (declared by this network)': '{router} (bu ağ tarafından bildirilen)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'Bir sözleşmeyi çağırır (doğrulanmamış): varlıklarınızdan herhangi birini taşıyabilir · fonksiyon {selector}',
  'Token contract ({symbol})': 'Token sözleşmesi ({symbol})',
  'Token contract': 'Token sözleşmesi',
  'The Uniswap router': 'Uniswap yönlendiricisi',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'Zincir bu tokenın ondalıklarını bildirmedi: ham birimler',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'Tam {paid} tutarını herhangi bir miktar {token} ile takas et (minimum yok: hiçbir şey almayabilirsiniz)',
  'Swap exactly {paid} for at least {received}': 'Tam {paid} tutarını en az {received} ile takas et',
  'Swap at most {paid} for exactly {received}': 'En fazla {paid} tutarını tam {received} ile takas et',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'En fazla {paid} tutarını tam {received} ile takas et (kullanılmayan kısım gönderene döner)',
  'Wraps the {symbol} paid ({token})': 'Ödenen {symbol} varlığını sarar ({token})',
  'Pays {token}': '{token} öder',
  'Unwrapped into {symbol} ({token})': '{symbol} varlığına açılır ({token})',
  'Receives {token}': '{token} alır',
  'Through {token}': '{token} üzerinden',
  'Receives {amount}: this wallet': '{amount} alır: bu cüzdan',
  'Receives {amount}: NOT this wallet': '{amount} alır: bu cüzdan DEĞİL',
  'any amount of {token}': 'herhangi bir miktar {token}',
  'at least {amount}': 'en az {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'Taşınırken ücret kesen tokenlar için: sınır, ulaşan miktar üzerinden denetlenir',
  'No deadline: the router accepts it at any time, at whatever price then':
    'Son tarih yok: yönlendirici bunu her zaman, o anki fiyattan kabul eder',
  'Valid until {deadline}': '{deadline} tarihine kadar geçerli',
  'May spend this wallet’s {name} (token {token}), {until}':
    'Bu cüzdanın {name} varlığını (token {token}) harcayabilir, {until}',
  'no end date (0)': 'bitiş tarihi yok (0)',
  'never expires': 'hiçbir zaman sona ermez',
  'until {date}': '{date} tarihine kadar',
  '{amount} raw units': '{amount} ham birim',
  'unlimited {token}': 'sınırsız {token}',
  'all tokens': 'tüm tokenlar',
  none: 'hiçbiri',
  'token #{id}': '#{id} numaralı token',
  '{count} × token #{id}': '{count} × #{id} numaralı token',
  'at most {amount}': 'en fazla {amount}',
  Unlimited: 'Sınırsız',
  'Up to {amount}': 'En fazla {amount}',
  'Its rent (amount unknown: the mint has extensions)': 'Kirası (tutar bilinmiyor: mint uzantılara sahip)',
  'All of its SOL (amount unknown)': 'Tüm SOL bakiyesi (tutar bilinmiyor)',
  'Amount unknown': 'Tutar bilinmiyor',
} satisfies Dictionary
