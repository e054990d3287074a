import type { Dictionary } from '../dictionary.js'

// Arabic (right to left). Product and protocol names (WalletConnect, Farcaster) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'الشبكة غير موجودة',
  'Network not found': 'تعذّر العثور على الشبكة',
  'Invalid App Configuration': 'إعدادات التطبيق غير صالحة',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'المصدر غير مدرج في قائمة المسموح بها: أضف هذا المصدر إلى مشروعك في لوحة التحكم.',
  'Network Error': 'خطأ في الشبكة',
  'Failed to load the embedded wallet.': 'تعذّر تحميل المحفظة المدمجة.',
  'Embedded Wallet Request Timed Out': 'انتهت مهلة طلب المحفظة المدمجة',
  'The embedded wallet did not answer in time.': 'لم تستجب المحفظة المدمجة في الوقت المحدد.',
  'Session Expired': 'انتهت صلاحية الجلسة',
  'Your session expired: connect again.': 'انتهت صلاحية جلستك: أعد الاتصال.',
  'Invalid Project ID': 'معرّف المشروع غير صالح',
  'The project id was refused: check it on the dashboard.': 'رُفض معرّف المشروع: تحقّق منه في لوحة التحكم.',
  'Project ID Not Configured': 'معرّف المشروع غير مُعدّ',
  'No project id is set: remote features are off (basic mode).':
    'لم يُعيَّن معرّف المشروع: الميزات البعيدة متوقفة (الوضع الأساسي).',
  'No Allowed Origins': 'لا توجد مصادر مسموح بها',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'تعذّرت قراءة أي مصدر مسموح به لهذا المشروع: أضف مصدر هذا الموقع إلى المشروع. قد لا يعمل تسجيل الدخول بالبريد الإلكتروني أو عبر حساب اجتماعي هنا.',
  'Server Error': 'خطأ في الخادم',
  'The server answered with an error.': 'ردّ الخادم بخطأ.',
  'Rate Limited': 'تم تجاوز حد الطلبات',
  'Too many requests: try again later.': 'طلبات كثيرة جدًا: حاول مرة أخرى لاحقًا.',
  'iframe load failed': 'تعذّر تحميل iframe',
  'The login frame did not load.': 'لم يتم تحميل إطار تسجيل الدخول.',
  'iframe request timeout': 'انتهت مهلة طلب iframe',
  'The login frame did not answer in time.': 'لم يستجب إطار تسجيل الدخول في الوقت المحدد.',
  'unverified domain': 'نطاق غير موثّق',
  'This domain is not verified.': 'هذا النطاق غير موثّق.',
  'Multi-Wallet Not Enabled': 'تعدد المحافظ غير مفعّل',
  'This site connects one wallet at a time.': 'يربط هذا الموقع محفظة واحدة في كل مرة.',
  'Local configuration ignored': 'تم تجاهل الإعدادات المحلية',
  'Remote configuration loaded: local feature settings are ignored.':
    'تم تحميل الإعدادات البعيدة: يتم تجاهل إعدادات الميزات المحلية.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'تم تجاهل الإعدادات المحلية لـ {features} لأن الإعدادات البعيدة حُمّلت: أدِر هذه الميزات من لوحة تحكم المشروع.',
  'Session not yet valid': 'الجلسة غير صالحة بعد',
  "The device clock is behind: check the device's date and time.":
    'ساعة الجهاز متأخرة: تحقّق من تاريخ الجهاز ووقته.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'تذهب الموافقة إلى {to}، لا إلى عقد {symbol} {token}',
  "the approval sends {wei} wei of the network's coin": 'ترسل الموافقة {wei} wei من عملة الشبكة',
  'the approval is not an approval of exactly {amount}': 'ليست الموافقة موافقةً على {amount} بالضبط',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'تسمح الموافقة لـ {spender} بالإنفاق، لا لموجّه المبادلة الخاص بالشبكة {router}',
  'the swap is sent from {from}, not from {account}': 'تُرسَل المبادلة من {from}، لا من {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'ترسل المبادلة {wei} wei من عملة الشبكة، لا {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'تذهب المبادلة إلى {to}، لا إلى {spender} الذي تسمح له الموافقة بالإنفاق',
  "the swap goes to {to}, not to the network's swap router {router}":
    'تذهب المبادلة إلى {to}، لا إلى موجّه المبادلة الخاص بالشبكة {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'ليست المبادلة إحدى مبادلات الموجّه بمبلغ محدد',
  'the swap ({function}) does not pay {from} for {to}': 'المبادلة ({function}) لا تدفع {from} مقابل {to}',
  'the swap pays {amount}, not the amount shown': 'تدفع المبادلة {amount}، لا المبلغ المعروض',
  "the swap's path starts at {address}, not at {symbol}": 'يبدأ مسار المبادلة عند {address}، لا عند {symbol}',
  "the swap's path ends at {address}, not at {symbol}": 'ينتهي مسار المبادلة عند {address}، لا عند {symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'تدفع المبادلة ما تعطيه إلى {to}، لا إلى {account}',
  'the swap’s deadline has passed': 'انقضت مهلة المبادلة',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'رمز حالة HTTP: {status}',
  'Please try again after {seconds} seconds': 'يُرجى المحاولة مرة أخرى بعد {seconds} ثانية',
  'Error registering name {name}': 'تعذّر تسجيل الاسم {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'لا تُمرِّر شبكة Bitcoin مدفوعات بهذا الصغر: أرسل {minimum} على الأقل',
  'The transfer failed on the network ({error}); its fee was paid':
    'فشل التحويل على الشبكة ({error})؛ وقد دُفعت رسومه',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'تعذّر تحميل الرموز المميزة للمبادلة: {reason}',
  'Could not get a quote for {from} → {to}: {reason}': 'تعذّر الحصول على عرض سعر لـ {from} → {to}: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'لا يوجد عرض سعر لـ {from} → {to}: خدمة المبادلة لا تقدّم أي مسار',
  'Could not read your {symbol} balance from the chain': 'تعذّرت قراءة رصيد {symbol} من السلسلة',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'تعذّر تقدير رسوم الشبكة، لذا لا يستطيع الحد الأقصى تركها: اكتب المبلغ واترك جزءًا للرسوم',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'تعذّرت قراءة مقدار {symbol} الذي يمكن للمنصة إنفاقه: {reason}',
  'You rejected the approval of {symbol} in your wallet': 'رفضت الموافقة على {symbol} في محفظتك',
  'The approval of {symbol} failed: {reason}': 'فشلت الموافقة على {symbol}: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    'أُرسلت الموافقة على {symbol} لكنها لم تُؤكَّد في الوقت المحدد',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'فشلت الموافقة على {symbol} على السلسلة (تم التراجع عنها): لم تُرسل المبادلة. دُفعت رسوم الشبكة.',
  'Could not build the swap: {reason}': 'تعذّر إعداد المبادلة: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'أعدّت خدمة المبادلة معاملة ليست المبادلة المعروضة، لذا لم تُرسل: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'تغيّر السعر: ستعطي المبادلة أقل من {minimum} (الحد الأدنى المعروض، انزلاق {slippage} %). راجع عرض السعر الجديد.',
  'The swap failed: {reason}': 'فشلت المبادلة: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'رفضت الموافقة على {symbol} والمبادلة في محفظتك',
  'The approval of {symbol} and the swap failed: {reason}': 'فشلت الموافقة على {symbol} والمبادلة: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'فشلت الموافقة على {symbol} والمبادلة: {reason}. لم تتم الموافقة على أي شيء أو مبادلته.',
  'the swap service did not answer': 'لم تستجب خدمة المبادلة',
  'the wallet could not send it': 'تعذّر على المحفظة إرسالها',
  'the wallet could not send them': 'تعذّر على المحفظة إرسالهما',
  'the chain does not show it': 'السلسلة لا تُظهرها',
  'You hold no {symbol}': 'لا تملك أي {symbol}',

  Back: 'رجوع',
  Close: 'إغلاق',
  'This step must be completed before closing': 'يجب إكمال هذه الخطوة قبل الإغلاق',

  'Connect wallet': 'ربط المحفظة',
  Account: 'الحساب',
  'All wallets': 'جميع المحافظ',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'شبكة غير مدعومة',
  'Choose network': 'اختر الشبكة',
  'Get a wallet': 'احصل على محفظة',
  'Switch network': 'تبديل الشبكة',
  'Switch chain': 'تبديل السلسلة',
  'Choose a name': 'اختر اسمًا',
  'Name registered': 'تم تسجيل الاسم',
  'Email login': 'تسجيل الدخول بالبريد الإلكتروني',
  'Update email': 'تحديث البريد الإلكتروني',
  'Social login': 'تسجيل الدخول عبر حساب اجتماعي',
  Farcaster: 'Farcaster',
  Wallets: 'المحافظ',
  'Buy crypto': 'شراء العملات المشفرة',
  Receive: 'استلام',
  Send: 'إرسال',
  'Sign in': 'تسجيل الدخول',
  Swap: 'مبادلة',
  Pay: 'دفع',
  'Approve transaction': 'الموافقة على المعاملة',

  'Try again': 'إعادة المحاولة',
  Cancel: 'إلغاء',
  'Loading…': 'جارٍ التحميل…',
  Copied: 'تم النسخ',
  "Couldn't copy": 'تعذّر النسخ',
  'Copy address': 'نسخ العنوان',
  'Copy link': 'نسخ الرابط',

  'Connecting…': 'جارٍ الربط…',
  'Select network': 'اختر الشبكة',

  'Loading sign-in options…': 'جارٍ تحميل خيارات تسجيل الدخول…',
  'New to wallets?': 'جديد في عالم المحافظ؟',
  'Get one': 'احصل على واحدة',
  Recent: 'الأخيرة',
  Installed: 'المثبّتة',
  Featured: 'المميّزة',
  'More wallets': 'محافظ أخرى',
  External: 'خارجية',
  Recommended: 'الموصى بها',
  'Continue with email': 'المتابعة بالبريد الإلكتروني',
  'Continue with a social account': 'المتابعة بحساب اجتماعي',
  'Continue with {provider}': 'المتابعة باستخدام {provider}',

  'Search wallets': 'البحث في المحافظ',
  Search: 'بحث',
  'Certified only': 'الموثّقة فقط',
  Certified: 'موثّقة',
  'Loading wallets': 'جارٍ تحميل المحافظ',
  'Loading more wallets': 'جارٍ تحميل مزيد من المحافظ',
  'No wallet found': 'لم يتم العثور على محفظة',
  'Nothing matches “{query}”.': 'لا توجد نتائج مطابقة لـ «{query}».',
  'Nothing matches “{query}” among certified wallets.':
    'لا توجد نتائج مطابقة لـ «{query}» بين المحافظ الموثّقة.',
  'The directory has no wallets.': 'لا توجد محافظ في الدليل.',
  'The directory has no wallets among certified wallets.': 'لا توجد محافظ موثّقة في الدليل.',
  'one: {count} wallet|other: {count} wallets':
    'zero: لا توجد محافظ|one: محفظة واحدة|two: محفظتان|few: {count} محافظ|many: {count} محفظة|other: {count} محفظة',
  'Wallet directory not configured': 'دليل المحافظ غير مُعدّ',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'يتطلب تصفّح جميع المحافظ والبحث فيها دليل المحافظ: عيّن معرّف المشروع وعنوان URL الخاص بواجهة API.',

  'Approve the request in your wallet.': 'وافق على الطلب في محفظتك.',
  'Network:': 'الشبكة:',
  'Email:': 'البريد الإلكتروني:',
  Update: 'تحديث',
  'Smart account': 'حساب ذكي',
  'Switch to smart account': 'التبديل إلى الحساب الذكي',
  'Switching to your smart account…': 'جارٍ التبديل إلى حسابك الذكي…',
  Wallet: 'المحفظة',
  'Wallets:': 'المحافظ:',
  'View on explorer': 'عرض في مستكشف الكتل',
  Disconnect: 'قطع الاتصال',
  Accounts: 'الحسابات',
  Payment: 'الدفع',
  Ordinals: 'Ordinals',
  'Copy payment address': 'نسخ عنوان الدفع',
  'Copy ordinals address': 'نسخ عنوان Ordinals',
  'Other addresses': 'عناوين أخرى',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'شبكات غير متصلة',
  'Switch to {network}': 'التبديل إلى {network}',
  'Loading balance…': 'جارٍ تحميل الرصيد…',
  'Balance unavailable': 'الرصيد غير متاح',
  Tokens: 'الرموز المميزة',
  Total: 'الإجمالي',
  Unknown: 'غير معروف',
  'Loading tokens…': 'جارٍ تحميل الرموز المميزة…',
  'Token balances are unavailable.': 'أرصدة الرموز المميزة غير متاحة.',
  'No tokens on this network yet.': 'لا توجد رموز مميزة على هذه الشبكة بعد.',
  NFTs: 'NFT',
  'Loading NFTs…': 'جارٍ تحميل رموز NFT…',
  'NFTs are unavailable.': 'رموز NFT غير متاحة.',
  'No NFTs on this network yet.': 'لا توجد رموز NFT على هذه الشبكة بعد.',
  Activity: 'النشاط',
  'Loading activity…': 'جارٍ تحميل النشاط…',
  'No activity on this network yet.': 'لا يوجد نشاط على هذه الشبكة بعد.',
  'Show more': 'عرض المزيد',
  Failed: 'فشلت',
  Pending: 'قيد الانتظار',

  Networks: 'الشبكات',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'محفظتك على شبكة لا يدعمها هذا التطبيق. اختر إحدى الشبكات أدناه.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'هذا التطبيق لا يدعم شبكتك الحالية. بدّل إلى أحد الخيارات المتاحة للمتابعة.',
  'the network': 'الشبكة',
  'Approve in wallet': 'وافق في المحفظة',
  'Switch to {network} in {wallet}': 'التبديل إلى {network} في {wallet}',
  'Switched to {network}': 'تم التبديل إلى {network}',
  'your wallet': 'محفظتك',
  'Connected to {wallet}': 'تم الربط مع {wallet}',
  'Continue in {wallet}': 'تابع في {wallet}',
  'Accept the connection request in your wallet.': 'اقبل طلب الربط في محفظتك.',
  '{namespace} wallet needed': 'مطلوب محفظة {namespace}',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'لاستخدام {network}، اربط محفظة تدعم شبكات {namespace}.',
  'Your current wallet is on {namespace}.': 'محفظتك الحالية على {namespace}.',

  'Connection rejected': 'تم رفض الربط',
  'Failed to connect': 'تعذّر الربط',
  'Network switch rejected': 'تم رفض تبديل الشبكة',
  'Signature declined': 'تم رفض التوقيع',
  'Popup closed': 'أُغلقت النافذة المنبثقة',
  'Request was aborted': 'أُلغي الطلب',
  'Another request is waiting for the wallet': 'هناك طلب آخر ينتظر المحفظة',
  'The wallet did not share that account with this site': 'لم تشارك المحفظة هذا الحساب مع هذا الموقع',
  'The connector does not support any of the requested chains': 'لا تدعم المحفظة أيًّا من السلاسل المطلوبة',
  'Failed to initiate social connection': 'تعذّر بدء تسجيل الدخول عبر الحساب الاجتماعي',
  'Failed to connect to farcaster': 'تعذّر الربط مع Farcaster',
  'Token Balance Unavailable': 'رصيد الرموز المميزة غير متاح',
  'Failed to fetch transactions': 'تعذّر جلب المعاملات',
  'Something went wrong': 'حدث خطأ ما',
  'Address copied': 'تم نسخ العنوان',
  'No wallets found': 'لم يتم العثور على محافظ',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'افتح هذه الصفحة في متصفح تطبيق محفظتك، أو ثبّت تطبيق محفظة أولًا.',
  'Install a wallet browser extension, then reload this page.':
    'ثبّت إضافة محفظة للمتصفح، ثم أعد تحميل هذه الصفحة.',
  wallet: 'المحفظة',
  'Approved in {wallet}': 'تمت الموافقة في {wallet}',
  'Scan with {wallet}': 'امسح باستخدام {wallet}',
  'Scan with your phone': 'امسح باستخدام هاتفك',
  'Reconnecting to WalletConnect…': 'جارٍ إعادة الاتصال بـ WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    'يفتح {wallet} هذا الموقع في متصفحه الخاص، حيث يتم الربط مباشرةً.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'تفتح محفظتك هذا الموقع في متصفحها الخاص، حيث يتم الربط مباشرةً.',
  'Open in {wallet}': 'افتح في {wallet}',
  'Open {wallet}': 'افتح {wallet}',
  'Preparing the link…': 'جارٍ تجهيز الرابط…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'في انتظار خادم ترحيل WalletConnect لإنشاء رمز الاقتران…',
  'Approve the connection in your wallet, then come back here.': 'وافق على الربط في محفظتك، ثم عد إلى هنا.',
  'Get a new link': 'احصل على رابط جديد',
  'Wallet not opening? Copy the link': 'لا تفتح المحفظة؟ انسخ الرابط',
  'Copy the link into your wallet': 'انسخ الرابط إلى محفظتك',
  'QR code to connect {wallet}': 'رمز QR لربط {wallet}',
  'QR code to connect your wallet': 'رمز QR لربط محفظتك',
  "Scan it with your phone's camera or your wallet's scanner.": 'امسحه بكاميرا هاتفك أو بماسح محفظتك.',
  "Can't scan? Copy the link": 'لا يمكنك المسح؟ انسخ الرابط',
  'Get a new QR code': 'احصل على رمز QR جديد',
  'Browse all wallets': 'تصفّح جميع المحافظ',
  'No wallet to suggest': 'لا توجد محفظة لاقتراحها',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'لم يحدد دليل المحافظ مصدر الحصول على محافظه. ابحث عن تطبيق محفظة في متجر تطبيقات هاتفك، أو عن إضافة محفظة في متجر إضافات متصفحك.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'تحفظ المحفظة عملاتك المشفرة وتسجّل دخولك إلى تطبيقات مثل هذا دون كلمة مرور تتذكرها. احصل على واحدة، ثم عد إلى هنا لربطها.',
  'Loading wallets…': 'جارٍ تحميل المحافظ…',
  Extension: 'إضافة',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'الموقع',
  'browser extension': 'إضافة المتصفح',
  'iOS app': 'تطبيق iOS',
  'Android app': 'تطبيق Android',
  website: 'الموقع الإلكتروني',
  '{wallet} {link} (opens in a new tab)': '{link} الخاص بـ {wallet} (يفتح في علامة تبويب جديدة)',
  'Close notification': 'إغلاق الإشعار',
  'Notifications (Alt+T)': 'الإشعارات (Alt+T)',
  'Dismiss alert': 'تجاهل التنبيه',

  // Email, social and Farcaster login
  Continue: 'متابعة',
  'No code?': 'لم يصلك الرمز؟',
  'Send another': 'إرسال رمز آخر',
  'Your email': 'بريدك الإلكتروني',
  'Enter the code sent to {email}': 'أدخل الرمز المرسل إلى {email}',
  'Sending a code to {email}…': 'جارٍ إرسال رمز إلى {email}…',
  'Approve this device from the email sent to {email}.':
    'وافق على هذا الجهاز من الرسالة المرسلة إلى {email}.',
  'Checking the code…': 'جارٍ التحقق من الرمز…',
  'Signing you in…': 'جارٍ تسجيل دخولك…',
  'Email login is not set up': 'تسجيل الدخول بالبريد الإلكتروني غير مُعدّ',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'لا يحتوي هذا الموقع على محفظة مدمجة لتسجيل دخولك بالبريد الإلكتروني. اربط محفظة بدلًا من ذلك.',
  'New email': 'البريد الإلكتروني الجديد',
  'your new email': 'بريدك الإلكتروني الجديد',
  'One moment…': 'لحظة من فضلك…',
  'This site has no embedded wallet whose email could change.':
    'لا يحتوي هذا الموقع على محفظة مدمجة يمكن تغيير بريدها الإلكتروني.',
  'Taking you to {provider}…': 'جارٍ نقلك إلى {provider}…',
  'Logging you in with {provider}…': 'جارٍ تسجيل دخولك عبر {provider}…',
  'Logged in with {provider}.': 'تم تسجيل الدخول عبر {provider}.',
  'Log in with {provider} in the window that opened.': 'سجّل الدخول عبر {provider} في النافذة التي فُتحت.',
  'Social login is not set up': 'تسجيل الدخول عبر الحسابات الاجتماعية غير مُعدّ',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'لا يحتوي هذا الموقع على محفظة مدمجة لتسجيل دخولك بحساب اجتماعي. اربط محفظة بدلًا من ذلك.',
  'QR code to log in with Farcaster': 'رمز QR لتسجيل الدخول عبر Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'امسحه بكاميرا هاتفك، ثم وافق على تسجيل الدخول في تطبيق Farcaster.',
  'Loading your Farcaster account…': 'جارٍ تحميل حسابك على Farcaster…',
  'Farcaster login is not set up': 'تسجيل الدخول عبر Farcaster غير مُعدّ',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'لا يحتوي هذا الموقع على محفظة مدمجة لتسجيل دخولك عبر Farcaster. اربط محفظة بدلًا من ذلك.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'جارٍ تسجيل الدخول',
  'This site': 'هذا الموقع',
  '{app} needs to connect to your wallet': 'يحتاج {app} إلى الاتصال بمحفظتك',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'وقّع هذه الرسالة لإثبات ملكيتك لـ {address}. لا تكلّف شيئًا ولا ترسل أي معاملة.',
  'Approve the signature in your wallet': 'وافق على التوقيع في محفظتك',
  Sign: 'توقيع',
  'Message to sign': 'الرسالة المطلوب توقيعها',
  'No transaction to approve': 'لا توجد معاملة للموافقة عليها',
  'Nothing is waiting for your approval.': 'لا يوجد شيء بانتظار موافقتك.',
  Warnings: 'تحذيرات',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'zero: لا توجد معاملات أخرى بعد هذه|one: معاملة أخرى تنتظر بعد هذه|two: معاملتان أخريان تنتظران بعد هذه|few: {count} معاملات أخرى تنتظر بعد هذه|many: {count} معاملة أخرى تنتظر بعد هذه|other: {count} معاملة أخرى تنتظر بعد هذه',
  'Approve the transaction in your wallet': 'وافق على المعاملة في محفظتك',
  Approve: 'موافقة',
  Decline: 'رفض',
  Done: 'تم',
  '{namespace} wallets': 'محافظ {namespace}',
  'No wallet connected.': 'لا توجد محفظة متصلة.',
  'Connected wallets': 'المحافظ المتصلة',
  Active: 'نشطة',
  'Switch to {wallet}': 'التبديل إلى {wallet}',
  Switch: 'تبديل',
  'Disconnect {wallet}': 'قطع الاتصال بـ {wallet}',
  'Recent wallets': 'المحافظ الأخيرة',
  'Connect {wallet}': 'ربط {wallet}',
  Connect: 'ربط',
  'Remove {wallet}': 'إزالة {wallet}',
  Remove: 'إزالة',
  'Add wallet': 'إضافة محفظة',
  'Multi-wallet is not set up on this site.': 'المحافظ المتعددة غير مُعدّة على هذا الموقع.',
  'Your account now goes by this name.': 'أصبح حسابك يحمل هذا الاسم الآن.',
  'Back to account': 'العودة إلى الحساب',
  'Names are not set up': 'الأسماء غير مُعدّة',
  'This site does not register names for accounts.': 'لا يسجّل هذا الموقع أسماءً للحسابات.',
  'Registering {name}…': 'جارٍ تسجيل {name}…',
  Name: 'الاسم',
  Register: 'تسجيل',
  'At least 4 letters, digits or hyphens.': '4 أحرف أو أرقام أو شرطات على الأقل.',
  Suggestions: 'اقتراحات',
  Taken: 'محجوز',
  Available: 'متاح',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': 'لا يوجد حساب متصل',
  'Connect a wallet to receive funds.': 'اربط محفظة لاستلام الأموال.',
  'QR code of your address': 'رمز QR لعنوانك',
  'Send only on {network}': 'أرسل على {network} فقط',
  'This address also receives on {networks}': 'يستقبل هذا العنوان أيضًا على {networks}',
  'Sending is not set up': 'الإرسال غير مُعدّ',
  'This site does not send from the modal.': 'لا يرسل هذا الموقع من النافذة.',
  'Approve the transaction in your wallet.': 'وافق على المعاملة في محفظتك.',
  Token: 'الرمز المميز',
  Amount: 'المبلغ',
  'Amount in {symbol}': 'المبلغ بـ {symbol}',
  Max: 'الحد الأقصى',
  To: 'إلى',
  'Address or name': 'العنوان أو الاسم',
  '{name} is': '{name} هو',
  'Network fee': 'رسوم الشبكة',
  'Up to {fee}': 'حتى {fee}',
  'Receiver gets': 'يحصل المستلم على',
  'Checking the balance and the network fee…': 'جارٍ التحقق من الرصيد ورسوم الشبكة…',
  'Swaps are not set up': 'المبادلات غير مُعدّة',
  'This site does not swap from the modal.': 'لا يجري هذا الموقع مبادلات من النافذة.',
  'You pay': 'تدفع',
  'You receive': 'تستلم',
  'You receive at least': 'تستلم على الأقل',
  Expected: 'المتوقع',
  'Price impact': 'تأثير السعر',
  'Your balance': 'رصيدك',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'تعذّر تقديرها',
  '{fee}, includes the approval': '{fee}، وتشمل الموافقة',
  'Your {symbol} balance does not cover the network fee': 'رصيدك من {symbol} لا يغطي رسوم الشبكة',
  'Preparing the swap…': 'جارٍ تجهيز المبادلة…',
  'Swap sent: waiting for it to be confirmed…': 'أُرسلت المبادلة: في انتظار تأكيدها…',
  'Swap again': 'مبادلة أخرى',
  'Stop waiting': 'إيقاف الانتظار',
  'Swap the tokens’ places': 'تبديل مكان الرمزين',
  'Getting a quote…': 'جارٍ الحصول على عرض سعر…',
  'Buying is not set up': 'الشراء غير مُعدّ',
  'This site does not sell crypto from the modal.': 'لا يبيع هذا الموقع العملات المشفرة من النافذة.',
  'Loading what you can buy…': 'جارٍ تحميل ما يمكنك شراؤه…',
  'Your browser blocked the provider’s window.': 'حظر متصفحك نافذة المزوّد.',
  'the provider': 'المزوّد',
  'Open {provider} in a new tab': 'فتح {provider} في علامة تبويب جديدة',
  'Check again': 'التحقق مجددًا',
  'Back to the form': 'العودة إلى النموذج',
  'Buy more': 'شراء المزيد',
  'Opening {provider}…': 'جارٍ فتح {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'أكمل عملية الشراء في نافذة {provider}، ثم أغلقها عند الانتهاء.',
  'Waiting for your purchase to arrive…': 'في انتظار وصول مشترياتك…',
  'The provider list could not be loaded: showing the usual currencies.':
    'تعذّر تحميل قائمة المزوّدين: تُعرض العملات المعتادة.',
  'Payment currency': 'عملة الدفع',
  'Payment method': 'طريقة الدفع',
  Card: 'بطاقة',
  'Bank account': 'حساب بنكي',
  'The least you can pay by card is {limit}': 'أقل مبلغ يمكنك دفعه بالبطاقة هو {limit}',
  'The most you can pay by card is {limit}': 'أقصى مبلغ يمكنك دفعه بالبطاقة هو {limit}',
  'The least you can pay by bank account is {limit}': 'أقل مبلغ يمكنك دفعه من حساب بنكي هو {limit}',
  'The most you can pay by bank account is {limit}': 'أقصى مبلغ يمكنك دفعه من حساب بنكي هو {limit}',
  'You buy': 'تشتري',
  Provider: 'المزوّد',
  'Enter an amount to see a quote.': 'أدخل مبلغًا لرؤية عرض السعر.',
  Buy: 'شراء',
  'Buy with {provider}': 'الشراء عبر {provider}',
  'Payments are not set up': 'المدفوعات غير مُعدّة',
  'This site does not ask for payments from the modal.': 'لا يطلب هذا الموقع مدفوعات من النافذة.',
  'Reading the amount…': 'جارٍ قراءة المبلغ…',
  Network: 'الشبكة',
  'Copy recipient address': 'نسخ عنوان المستلم',
  From: 'من',
  'up to {fee}': 'حتى {fee}',
  'Estimating…': 'جارٍ التقدير…',
  'Loading the payment…': 'جارٍ تحميل الدفعة…',
  'No payment was asked for.': 'لم يُطلب أي دفع.',
  'Approve the payment of {amount} in your wallet': 'وافق على دفع {amount} في محفظتك',
  'Reading the payment from the network…': 'جارٍ قراءة الدفعة من الشبكة…',
  'Payment sent: waiting for it to be confirmed…': 'أُرسلت الدفعة: في انتظار تأكيدها…',
  'Paid {amount}.': 'تم دفع {amount}.',
  Transaction: 'المعاملة',
  'Pay from': 'الدفع من',
  'Balance: {balance}': 'الرصيد: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'الرصيد لا يكفي للمبلغ ورسوم الشبكة: المطلوب {needed} {symbol}، والمتاح {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'الرصيد لا يكفي للمبلغ: المطلوب {needed} {symbol}، والمتاح {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'الرصيد لا يكفي لرسوم الشبكة: المطلوب {needed} {symbol}، والمتاح {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'تدفع {paid} · تستلم نحو {received} · الرسوم {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'تدفع {paid} · تقدير: يعرض {provider} ما تستلمه والرسوم',
  '{amount} arrived in your wallet': 'وصل {amount} إلى محفظتك',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — مرتفع: تستلم أقل بكثير من سعر المجمّع',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    'رصيد {symbol} غير كافٍ: المطلوب {needed} {symbol}، والمتاح {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    'رصيد {symbol} غير كافٍ: المطلوب {needed} {symbol} مع رسوم الشبكة، والمتاح {available} {symbol}',
  '{symbol} has at most {decimals} decimals': 'لا يتجاوز {symbol} {decimals} منازل عشرية',
  'Approve {symbol} in your wallet ({step} of {steps})': 'وافق على {symbol} في محفظتك ({step} من {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'بادل {from} مقابل {to} في محفظتك ({step} من {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'وافق على {from} وبادله مقابل {to} في محفظتك (طلب واحد)',
  'Swapped {paid} for at least {received}.': 'تمت مبادلة {paid} مقابل {received} على الأقل.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'فشلت المبادلة على السلسلة (تم التراجع عنها): لم تتم مبادلة أي شيء، ودُفعت رسوم الشبكة. لا تزال موافقتك للمنصة على إنفاق {amount} سارية.',
  'No address is registered for {name} on {network}': 'لا يوجد عنوان مسجّل لـ {name} على {network}',
  'This is not a valid {namespace} address': 'هذا ليس عنوان {namespace} صالحًا',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'رصيد {symbol} لا يكفي للمبلغ ورسوم الشبكة: المطلوب {needed} {symbol}، والمتاح {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'رصيد {symbol} لا يكفي للمبلغ: المطلوب {needed} {symbol}، والمتاح {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'رصيد {symbol} لا يكفي لرسوم الشبكة: المطلوب {needed} {symbol}، والمتاح {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account": 'تشمل {amount} لفتح حساب {symbol} للمستلم',
  'About {amount}': 'نحو {amount}',
  'At most {amount}': 'بحد أقصى {amount}',
  '{amount} plus the network fee': '{amount} بالإضافة إلى رسوم الشبكة',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'المبلغ وعنوان المستلم مطلوبان',
  'A token is required': 'الرمز المميز مطلوب',
  'Unsupported chain': 'السلسلة غير مدعومة',
  'Leaves this wallet': 'يخرج من هذه المحفظة',
  'Comes into this wallet': 'يدخل إلى هذه المحفظة',
  Fee: 'الرسوم',
  'Signed by': 'موقّع من',
  'Fee paid by': 'يدفع الرسوم',
  'Could not be read': 'تعذّرت القراءة',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'أدخل المبلغ بالأرقام، مع نقطة للكسور العشرية (مثل 0.5)',
  'Enter an amount above 0': 'أدخل مبلغًا أكبر من 0',
  'Enter an amount like 100 or 49.99': 'أدخل مبلغًا مثل 100 أو 49.99',
  'The purchase has not arrived yet. It can take a few minutes.':
    'لم تصل عملية الشراء بعد. قد يستغرق ذلك بضع دقائق.',
  'The provider’s page could not be opened. Try again.': 'تعذّر فتح صفحة المزوّد. حاول مرة أخرى.',
  'Nothing can be bought on this network': 'لا يمكن شراء أي شيء على هذه الشبكة',
  'Connect an EVM account to swap': 'اربط حساب EVM للمبادلة',
  'Network not supported for Swaps': 'الشبكة غير مدعومة للمبادلات',
  'Swaps are not offered in your region': 'المبادلات غير متاحة في منطقتك',
  'You rejected the swap in your wallet': 'رفضت المبادلة في محفظتك',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'أُرسلت المبادلة؛ لم تُؤكَّد بعد. تحقق من محفظتك قبل المبادلة مرة أخرى.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'فشلت الموافقة والمبادلة على السلسلة (تم التراجع عنهما معًا): لم تتم الموافقة على أي شيء أو مبادلته، ودُفعت رسوم الشبكة.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'فشلت المبادلة على السلسلة (تم التراجع عنها): لم تتم مبادلة أي شيء، ودُفعت رسوم الشبكة.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).': 'الرسوم ({fee}) أكبر من الدفعة ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'معدل الرسوم، {rate}، يزيد على {factor} أضعاف معدل الشبكة للكتلة التالية، {networkRate}.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'تحتسب الرسوم المبالغ التي يذكرها الموقع للمدخل {inputs}، وهو مدخل يوقّعه موقّعون آخرون ولا شيء يثبت هذه المبالغ: قد تختلف الرسوم المدفوعة. أما ما يخرج من هذه المحفظة فدقيق.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'تحتسب الرسوم المبالغ التي يذكرها الموقع للمدخلات {inputs}، وهي مدخلات يوقّعها موقّعون آخرون ولا شيء يثبت هذه المبالغ: قد تختلف الرسوم المدفوعة. أما ما يخرج من هذه المحفظة فدقيق.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'تعذّرت قراءة معدل رسوم الشبكة: قارن الرسوم بما في محفظتك.',
  'Foyer will not ask your wallet to sign this.': 'لن يطلب Foyer من محفظتك توقيع هذا.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'المعاملة بلا مخرجات: كل ما تنفقه سيذهب إلى الرسوم.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'المدخل {index}: لا يذكر PSBT ما ينفقه، لذا ما يخرج من هذه المحفظة غير معروف.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'المدخل {index} ينفق عملات هذه المحفظة دون معاملته السابقة، لذا لا يمكن التحقق من مبلغه: قد تكون الرسوم المعروضة بعيدة عن الرسوم المدفوعة.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'المدخل {index} يطلب {sighash}: لن يغطي توقيع هذه المحفظة {part}، لذا يمكن للموقع تغييرها بعد موافقتك.',
  'the outputs': 'المخرجات',
  'all but one output': 'جميع المخرجات عدا واحدًا',
  'the other inputs': 'المدخلات الأخرى',
  'the outputs or the other inputs': 'المخرجات أو المدخلات الأخرى',
  'all but one output or the other inputs': 'جميع المخرجات عدا واحدًا أو المدخلات الأخرى',
  'what this review shows': 'ما تعرضه هذه المراجعة',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'يُقال إن المدخل {index} ينفق {stated}، لكن معاملته السابقة تدفع {paid}: ملف PSBT يناقض نفسه.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'يُقال إن المدخل {index} ينفق {stated}، لكن معاملته السابقة تدفع {paid} إلى نص برمجي آخر: ملف PSBT يناقض نفسه.',
  "Unknown: the PSBT does not carry every input's amount": 'غير معروف: لا يتضمن PSBT مبلغ كل مدخل',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'غير معروف: لا يذكر PSBT ما ينفقه كل مدخل من مدخلات هذه المحفظة',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'تستخدم هذه المعاملة رقم nonce دائمًا: لا تنتهي صلاحيتها أبدًا، لذا يمكن إرسالها في أي وقت، حتى بعد موافقتك بوقت طويل.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'يدفع الرسوم {payer} وليس هذه المحفظة: شخص آخر أعدّ هذه المعاملة ويدفع ثمنها.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'لا يستطيع Foyer معرفة كم يكلّفك إنشاء {account} من SOL.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'هذا يسلّم حسابك إلى البرنامج {program}: قد يأخذ بعدها كل ما لديك من SOL.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'إذن غير محدود: قد يأخذ {delegate} جميع الرموز المميزة في {account}، الآن أو لاحقًا.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    'يصبح {authority} سلطة المالك على {account}: قد يأخذ جميع الرموز المميزة فيه.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    'يصبح {authority} سلطة الإغلاق على {account}: قد يغلقه ويأخذ ما فيه من SOL.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    'يصبح {authority} سلطة {kind} على {account}: قد يستخدم هذه السلطة كما يشاء.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'إغلاق {account} يرسل ما فيه من SOL إلى {destination}، لا إلى هذه المحفظة.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'للبرنامج {program} أثر غير معروف: قد ينقل أيًّا من أموالك.',
  'Foyer cannot read this transaction': 'لا يستطيع Foyer قراءة هذه المعاملة',
  'Foyer cannot read the address lookup tables this transaction uses':
    'لا يستطيع Foyer قراءة جداول البحث عن العناوين التي تستخدمها هذه المعاملة',
  'Foyer cannot read an instruction of this transaction':
    'لا يستطيع Foyer قراءة تعليمة من تعليمات هذه المعاملة',
  'Leaves this wallet (token account {address})': 'يخرج من هذه المحفظة (حساب الرمز المميز {address})',
  'Leaves this wallet (mint {address})': 'يخرج من هذه المحفظة (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} وحدة خام (المنازل العشرية غير معروفة)',
  '{amount} tokens': '{amount} من الرموز المميزة',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'إذن غير محدود: يمكن لـ {spender} إنفاق كل {name} في هذه المحفظة (الرمز المميز {token})، الآن ولاحقًا، حتى يُلغى الإذن.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    'يمكن لـ {operator} نقل جميع الرموز المميزة التي تملكها هذه المحفظة في المجموعة {token}، الآن ولاحقًا، حتى يُلغى ذلك.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'هذا يستدعي الدالة {selector} في {contract}، التي لا يستطيع Foyer قراءتها: قد تنقل أيًّا من أصولك.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'إذن غير محدود: يمكن لـ {spender} إنفاق كل {name} في هذه المحفظة (الرمز المميز {token}) بمجرد توقيع هذا.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'هذا التوقيع للسلسلة {chain}، لا لـ {network} (السلسلة {walletChain}) حيث توجد هذه المحفظة: قد يُستخدم على تلك السلسلة الأخرى.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'لا حد أدنى: قد لا تتلقى شيئًا مقابل {amount} التي تدفعها.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    'تذهب {token} إلى {receiver}: لا يستطيع Foyer معرفة ما إذا كان هذا حسابك.',
  'The {token} go to {receiver}, not to your account.': 'تذهب {token} إلى {receiver}، لا إلى حسابك.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'لا يبادل الموجّه {symbol} إلا عبر WETH الخاص به ({weth})؛ يبدأ هذا المسار بـ {token}: سيرفض الموجّه هذه المبادلة، ولن تُنفق سوى رسوم الشبكة.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'لا يبادل الموجّه {symbol} إلا عبر WETH الخاص به ({weth})؛ ينتهي هذا المسار بـ {token}: سيرفض الموجّه هذه المبادلة، ولن تُنفق سوى رسوم الشبكة.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'انقضت المهلة ({deadline}): سيرفض الموجّه هذه المبادلة، ولن تُنفق سوى رسوم الشبكة.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'لا يستطيع Foyer وصف هذا الطلب بالكلمات: وافق فقط إذا كنت تثق بهذا الموقع فيما يطلبه.',
  'Foyer cannot read this request: {reason}.': 'لا يستطيع Foyer قراءة هذا الطلب: {reason}.',
  'Send a Bitcoin transaction': 'إرسال معاملة بيتكوين',
  'Sign a Bitcoin transaction': 'توقيع معاملة بيتكوين',
  Inputs: 'المدخلات',
  Outputs: 'المخرجات',
  'Signed by this wallet': 'توقّعه هذه المحفظة',
  'Back to this wallet': 'يعود إلى هذه المحفظة',
} satisfies Dictionary
