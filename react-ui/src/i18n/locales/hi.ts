import type { Dictionary } from '../dictionary.js'

// Hindi (the polite आप form, "करें" imperatives, as Indian wallet apps write). Product and protocol
// names (WalletConnect, Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'नेटवर्क नहीं मिला',
  'Network not found': 'नेटवर्क नहीं मिला',
  'Invalid App Configuration': 'ऐप कॉन्फ़िगरेशन अमान्य है',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'ऑरिजिन अनुमति सूची में नहीं है: डैशबोर्ड पर इस ऑरिजिन को अपने प्रोजेक्ट में जोड़ें।',
  'Network Error': 'नेटवर्क त्रुटि',
  'Failed to load the embedded wallet.': 'एम्बेडेड वॉलेट लोड नहीं हो सका।',
  'Embedded Wallet Request Timed Out': 'एम्बेडेड वॉलेट अनुरोध का समय समाप्त',
  'The embedded wallet did not answer in time.': 'एम्बेडेड वॉलेट ने समय पर जवाब नहीं दिया।',
  'Session Expired': 'सेशन समाप्त हो गया',
  'Your session expired: connect again.': 'आपका सेशन समाप्त हो गया: फिर से कनेक्ट करें।',
  'Invalid Project ID': 'अमान्य प्रोजेक्ट ID',
  'The project id was refused: check it on the dashboard.': 'प्रोजेक्ट ID अस्वीकार कर दी गई: डैशबोर्ड पर इसे जांचें।',
  'Project ID Not Configured': 'प्रोजेक्ट ID कॉन्फ़िगर नहीं है',
  'No project id is set: remote features are off (basic mode).':
    'कोई प्रोजेक्ट ID सेट नहीं है: रिमोट सुविधाएं बंद हैं (बेसिक मोड)।',
  'No Allowed Origins': 'कोई अनुमत ऑरिजिन नहीं',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'इस प्रोजेक्ट के लिए कोई अनुमत ऑरिजिन पढ़ा नहीं जा सका: इस साइट का ऑरिजिन प्रोजेक्ट में जोड़ें। यहां ईमेल और सोशल लॉग इन शायद काम न करें।',
  'Server Error': 'सर्वर त्रुटि',
  'The server answered with an error.': 'सर्वर ने त्रुटि के साथ जवाब दिया।',
  'Rate Limited': 'अनुरोध सीमा पार हो गई',
  'Too many requests: try again later.': 'बहुत ज़्यादा अनुरोध: बाद में फिर से कोशिश करें।',
  'iframe load failed': 'iframe लोड नहीं हो सका',
  'The login frame did not load.': 'लॉग इन फ़्रेम लोड नहीं हुआ।',
  'iframe request timeout': 'iframe अनुरोध का समय समाप्त',
  'The login frame did not answer in time.': 'लॉग इन फ़्रेम ने समय पर जवाब नहीं दिया।',
  'unverified domain': 'असत्यापित डोमेन',
  'This domain is not verified.': 'यह डोमेन सत्यापित नहीं है।',
  'Multi-Wallet Not Enabled': 'मल्टी-वॉलेट चालू नहीं है',
  'This site connects one wallet at a time.': 'यह साइट एक समय में एक ही वॉलेट कनेक्ट करती है।',
  'Local configuration ignored': 'लोकल कॉन्फ़िगरेशन अनदेखा किया गया',
  'Remote configuration loaded: local feature settings are ignored.':
    'रिमोट कॉन्फ़िगरेशन लोड हो गया: लोकल सुविधा सेटिंग्स अनदेखी की जाती हैं।',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    '{features} का लोकल कॉन्फ़िगरेशन अनदेखा किया गया क्योंकि रिमोट कॉन्फ़िगरेशन लोड हो गया: इन सुविधाओं को प्रोजेक्ट के डैशबोर्ड पर मैनेज करें।',
  'This payment request is not valid: {reason}': 'यह भुगतान अनुरोध मान्य नहीं है: {reason}',
  'Session not yet valid': 'सेशन अभी मान्य नहीं है',
  "The device clock is behind: check the device's date and time.":
    'डिवाइस की घड़ी पीछे चल रही है: डिवाइस की तारीख और समय जांचें।',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'स्वीकृति {to} को जाती है, {symbol} कॉन्ट्रैक्ट {token} को नहीं',
  "the approval sends {wei} wei of the network's coin": 'स्वीकृति नेटवर्क के कॉइन के {wei} wei भेजती है',
  'the approval is not an approval of exactly {amount}': 'स्वीकृति ठीक {amount} की स्वीकृति नहीं है',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'स्वीकृति {spender} को खर्च करने देती है, नेटवर्क के स्वैप राउटर {router} को नहीं',
  'the swap is sent from {from}, not from {account}': 'स्वैप {from} से भेजा जाता है, {account} से नहीं',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'स्वैप नेटवर्क के कॉइन के {wei} wei भेजता है, {expected} नहीं',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'स्वैप {to} को जाता है, {spender} को नहीं, जिसे स्वीकृति खर्च करने देती है',
  "the swap goes to {to}, not to the network's swap router {router}":
    'स्वैप {to} को जाता है, नेटवर्क के स्वैप राउटर {router} को नहीं',
  'the swap is not one of the router’s swaps of an exact amount':
    'स्वैप राउटर के सटीक राशि वाले स्वैप में से एक नहीं है',
  'the swap ({function}) does not pay {from} for {to}':
    'स्वैप ({function}) {to} के लिए {from} का भुगतान नहीं करता',
  'the swap pays {amount}, not the amount shown': 'स्वैप {amount} का भुगतान करता है, दिखाई गई राशि का नहीं',
  "the swap's path starts at {address}, not at {symbol}": 'स्वैप का पथ {address} से शुरू होता है, {symbol} से नहीं',
  "the swap's path ends at {address}, not at {symbol}":
    'स्वैप का पथ {address} पर समाप्त होता है, {symbol} पर नहीं',
  'the swap pays what it gives to {to}, not to {account}': 'स्वैप जो देता है उसे {to} को देता है, {account} को नहीं',
  'the swap’s deadline has passed': 'स्वैप की समय सीमा बीत चुकी है',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'HTTP स्टेटस कोड: {status}',
  'Please try again after {seconds} seconds': 'कृपया {seconds} सेकंड बाद फिर से कोशिश करें',
  'Error registering name {name}': 'नाम {name} रजिस्टर करने में त्रुटि',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin इतने छोटे भुगतान आगे नहीं भेजता: कम से कम {minimum} भेजें',
  'The transfer failed on the network ({error}); its fee was paid':
    'नेटवर्क पर ट्रांसफ़र विफल रहा ({error}); उसका शुल्क चुकाया गया',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'स्वैप के लिए टोकन लोड नहीं हो सके: {reason}',
  'Could not get a quote for {from} → {to}: {reason}': '{from} → {to} के लिए कोट नहीं मिल सका: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    '{from} → {to} के लिए कोई कोट नहीं: स्वैप सेवा कोई रूट नहीं देती',
  'Could not read your {symbol} balance from the chain': 'चेन से आपका {symbol} बैलेंस नहीं पढ़ा जा सका',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'नेटवर्क शुल्क का अनुमान नहीं लग सका, इसलिए अधिकतम शुल्क नहीं छोड़ सकता: राशि टाइप करें और शुल्क के लिए कुछ बचाकर रखें',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'एक्सचेंज कितना {symbol} खर्च कर सकता है, यह नहीं पढ़ा जा सका: {reason}',
  'You rejected the approval of {symbol} in your wallet': 'आपने अपने वॉलेट में {symbol} की स्वीकृति अस्वीकार कर दी',
  'The approval of {symbol} failed: {reason}': '{symbol} की स्वीकृति विफल रही: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    '{symbol} की स्वीकृति भेजी गई, लेकिन समय पर पुष्टि नहीं हुई',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'चेन पर {symbol} की स्वीकृति विफल रही (रिवर्ट हुई): स्वैप नहीं भेजा गया। नेटवर्क शुल्क का भुगतान हो गया।',
  'Could not build the swap: {reason}': 'स्वैप तैयार नहीं हो सका: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'स्वैप सेवा ने ऐसा लेनदेन बनाया जो दिखाया गया स्वैप नहीं है, इसलिए उसे नहीं भेजा गया: {details}।',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'कीमत बदल गई: स्वैप से {minimum} से कम मिलेगा (दिखाई गई न्यूनतम राशि, {slippage} % स्लिपेज)। नया कोट देखें।',
  'The swap failed: {reason}': 'स्वैप विफल रहा: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'आपने अपने वॉलेट में {symbol} की स्वीकृति और स्वैप अस्वीकार कर दिए',
  'The approval of {symbol} and the swap failed: {reason}': '{symbol} की स्वीकृति और स्वैप विफल रहे: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    '{symbol} की स्वीकृति और स्वैप विफल रहे: {reason}। न कुछ स्वीकृत हुआ न स्वैप।',
  'the swap service did not answer': 'स्वैप सेवा ने जवाब नहीं दिया',
  'the wallet could not send it': 'वॉलेट इसे नहीं भेज सका',
  'the wallet could not send them': 'वॉलेट इन्हें नहीं भेज सका',
  'the chain does not show it': 'चेन इसे नहीं दिखाती',
  'You hold no {symbol}': 'आपके पास कोई {symbol} नहीं है',

  // The modal's frame
  Back: 'वापस',
  Close: 'बंद करें',
  'This step must be completed before closing': 'बंद करने से पहले यह चरण पूरा करना ज़रूरी है',

  // View titles (the header), one per view
  'Connect wallet': 'वॉलेट कनेक्ट करें',
  Account: 'खाता',
  'All wallets': 'सभी वॉलेट',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'असमर्थित नेटवर्क',
  'Choose network': 'नेटवर्क चुनें',
  'Get a wallet': 'वॉलेट पाएँ',
  'Switch network': 'नेटवर्क बदलें',
  'Switch chain': 'चेन बदलें',
  'Choose a name': 'नाम चुनें',
  'Name registered': 'नाम रजिस्टर हो गया',
  'Email login': 'ईमेल से लॉग इन',
  'Update email': 'ईमेल बदलें',
  'Social login': 'सोशल लॉग इन',
  Farcaster: 'Farcaster',
  Wallets: 'वॉलेट',
  'Buy crypto': 'क्रिप्टो खरीदें',
  Receive: 'प्राप्त करें',
  Send: 'भेजें',
  'Sign in': 'साइन इन करें',
  Swap: 'स्वैप',
  Pay: 'भुगतान करें',
  'Approve transaction': 'लेनदेन स्वीकृत करें',

  // Shared
  'Try again': 'फिर से कोशिश करें',
  Cancel: 'रद्द करें',
  'Loading…': 'लोड हो रहा है…',
  Copied: 'कॉपी हो गया',
  "Couldn't copy": 'कॉपी नहीं हो सका',
  'Copy address': 'पता कॉपी करें',
  'Copy link': 'लिंक कॉपी करें',

  // The page's buttons
  'Connecting…': 'कनेक्ट हो रहा है…',
  'Select network': 'नेटवर्क चुनें',

  // Connect
  'Loading sign-in options…': 'साइन इन के विकल्प लोड हो रहे हैं…',
  'New to wallets?': 'वॉलेट पहली बार इस्तेमाल कर रहे हैं?',
  'Get one': 'वॉलेट पाएँ',
  Recent: 'हाल ही के',
  Installed: 'इंस्टॉल किए गए',
  Featured: 'ख़ास',
  'More wallets': 'और वॉलेट',
  External: 'बाहरी',
  Recommended: 'सुझाए गए',
  'Continue with email': 'ईमेल से जारी रखें',
  'Continue with a social account': 'सोशल खाते से जारी रखें',
  'Continue with {provider}': '{provider} से जारी रखें',

  // All wallets
  'Search wallets': 'वॉलेट खोजें',
  Search: 'खोजें',
  'Certified only': 'केवल प्रमाणित',
  Certified: 'प्रमाणित',
  'Loading wallets': 'वॉलेट लोड हो रहे हैं',
  'Loading more wallets': 'और वॉलेट लोड हो रहे हैं',
  'No wallet found': 'कोई वॉलेट नहीं मिला',
  'Nothing matches “{query}”.': '“{query}” से कुछ मेल नहीं खाता।',
  'Nothing matches “{query}” among certified wallets.': 'प्रमाणित वॉलेट में “{query}” से कुछ मेल नहीं खाता।',
  'The directory has no wallets.': 'डायरेक्टरी में कोई वॉलेट नहीं है।',
  'The directory has no wallets among certified wallets.': 'डायरेक्टरी में कोई प्रमाणित वॉलेट नहीं है।',
  'one: {count} wallet|other: {count} wallets': 'one: {count} वॉलेट|other: {count} वॉलेट',
  'Wallet directory not configured': 'वॉलेट डायरेक्टरी कॉन्फ़िगर नहीं है',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'सभी वॉलेट देखने और खोजने के लिए वॉलेट डायरेक्टरी ज़रूरी है: प्रोजेक्ट ID और उसका API URL सेट करें।',

  // Account
  'Approve the request in your wallet.': 'अपने वॉलेट में अनुरोध स्वीकृत करें।',
  'Network:': 'नेटवर्क:',
  'Email:': 'ईमेल:',
  Update: 'बदलें',
  'Smart account': 'स्मार्ट खाता',
  'Switch to smart account': 'स्मार्ट खाते पर जाएँ',
  'Switching to your smart account…': 'आपके स्मार्ट खाते पर जा रहे हैं…',
  Wallet: 'वॉलेट',
  'Wallets:': 'वॉलेट:',
  'View on explorer': 'एक्सप्लोरर पर देखें',
  Disconnect: 'डिस्कनेक्ट करें',
  Accounts: 'खाते',
  Payment: 'भुगतान',
  Ordinals: 'Ordinals',
  'Copy payment address': 'भुगतान पता कॉपी करें',
  'Copy ordinals address': 'Ordinals पता कॉपी करें',
  'Other addresses': 'अन्य पते',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'कनेक्ट न किए गए नेटवर्क',
  'Switch to {network}': '{network} पर जाएँ',
  'Loading balance…': 'बैलेंस लोड हो रहा है…',
  'Balance unavailable': 'बैलेंस उपलब्ध नहीं है',
  Tokens: 'टोकन',
  Total: 'कुल',
  Unknown: 'अज्ञात',
  'Loading tokens…': 'टोकन लोड हो रहे हैं…',
  'Token balances are unavailable.': 'टोकन बैलेंस उपलब्ध नहीं हैं।',
  'No tokens on this network yet.': 'इस नेटवर्क पर अभी कोई टोकन नहीं है।',
  NFTs: 'NFT',
  'Loading NFTs…': 'NFT लोड हो रहे हैं…',
  'NFTs are unavailable.': 'NFT उपलब्ध नहीं हैं।',
  'No NFTs on this network yet.': 'इस नेटवर्क पर अभी कोई NFT नहीं है।',
  Activity: 'गतिविधि',
  'Loading activity…': 'गतिविधि लोड हो रही है…',
  'No activity on this network yet.': 'इस नेटवर्क पर अभी कोई गतिविधि नहीं है।',
  'Show more': 'और दिखाएँ',
  Failed: 'विफल',
  Pending: 'लंबित',

  // Networks, switching, connecting
  Networks: 'नेटवर्क',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'आपका वॉलेट ऐसे नेटवर्क पर है जिसे यह ऐप सपोर्ट नहीं करता। नीचे से कोई नेटवर्क चुनें।',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'यह ऐप आपके मौजूदा नेटवर्क को सपोर्ट नहीं करता। जारी रखने के लिए किसी उपलब्ध नेटवर्क पर जाएँ।',
  'the network': 'नेटवर्क',
  'Approve in wallet': 'वॉलेट में स्वीकृत करें',
  'Switch to {network} in {wallet}': '{wallet} में {network} पर जाएँ',
  'Switched to {network}': '{network} पर स्विच हो गया',
  'your wallet': 'आपका वॉलेट',
  'Connected to {wallet}': '{wallet} से कनेक्ट हो गया',
  'Continue in {wallet}': '{wallet} में जारी रखें',
  'Accept the connection request in your wallet.': 'अपने वॉलेट में कनेक्शन अनुरोध स्वीकार करें।',
  '{namespace} wallet needed': '{namespace} वॉलेट चाहिए',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    '{network} इस्तेमाल करने के लिए ऐसा वॉलेट कनेक्ट करें जो {namespace} नेटवर्क सपोर्ट करता हो।',
  'Your current wallet is on {namespace}.': 'आपका मौजूदा वॉलेट {namespace} पर है।',

  // Connecting over WalletConnect
  wallet: 'वॉलेट',
  'Approved in {wallet}': '{wallet} में स्वीकृत',
  'Scan with {wallet}': '{wallet} से स्कैन करें',
  'Scan with your phone': 'अपने फ़ोन से स्कैन करें',
  'Reconnecting to WalletConnect…': 'WalletConnect से दोबारा कनेक्ट हो रहा है…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} इस साइट को अपने ब्राउज़र में खोलता है और वहीं सीधे कनेक्ट हो जाता है।',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'आपका वॉलेट इस साइट को अपने ब्राउज़र में खोलता है और वहीं सीधे कनेक्ट हो जाता है।',
  'Open in {wallet}': '{wallet} में खोलें',
  'Open {wallet}': '{wallet} खोलें',
  'Preparing the link…': 'लिंक तैयार हो रहा है…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'WalletConnect रिले के पेयरिंग कोड बनाने का इंतज़ार है…',
  'Approve the connection in your wallet, then come back here.':
    'अपने वॉलेट में कनेक्शन स्वीकृत करें, फिर यहाँ वापस आएँ।',
  'Get a new link': 'नया लिंक पाएँ',
  'Wallet not opening? Copy the link': 'वॉलेट नहीं खुल रहा? लिंक कॉपी करें',
  'Copy the link into your wallet': 'लिंक कॉपी करके अपने वॉलेट में पेस्ट करें',
  'QR code to connect {wallet}': '{wallet} कनेक्ट करने के लिए QR कोड',
  'QR code to connect your wallet': 'अपना वॉलेट कनेक्ट करने के लिए QR कोड',
  "Scan it with your phone's camera or your wallet's scanner.": 'इसे अपने फ़ोन के कैमरे या वॉलेट के स्कैनर से स्कैन करें।',
  "Can't scan? Copy the link": 'स्कैन नहीं हो रहा? लिंक कॉपी करें',
  'Get a new QR code': 'नया QR कोड पाएँ',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'सभी वॉलेट देखें',
  'No wallet to suggest': 'सुझाने के लिए कोई वॉलेट नहीं',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'वॉलेट डायरेक्टरी ने नहीं बताया कि ये वॉलेट कहाँ से मिलेंगे। अपने फ़ोन के ऐप स्टोर में कोई वॉलेट ऐप, या अपने ब्राउज़र के एक्सटेंशन स्टोर में कोई वॉलेट एक्सटेंशन खोजें।',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'वॉलेट आपकी क्रिप्टो रखता है और बिना कोई पासवर्ड याद रखे आपको ऐसे ऐप में साइन इन कराता है। एक वॉलेट पाएँ, फिर उसे कनेक्ट करने के लिए यहाँ वापस आएँ।',
  'Loading wallets…': 'वॉलेट लोड हो रहे हैं…',
  Extension: 'एक्सटेंशन',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'वेबसाइट',
  'browser extension': 'ब्राउज़र एक्सटेंशन',
  'iOS app': 'iOS ऐप',
  'Android app': 'Android ऐप',
  website: 'वेबसाइट',
  '{wallet} {link} (opens in a new tab)': '{wallet} {link} (नए टैब में खुलता है)',
  'Close notification': 'सूचना बंद करें',
  'Notifications (Alt+T)': 'सूचनाएँ (Alt+T)',
  'Dismiss alert': 'अलर्ट हटाएँ',

  // Email, social and Farcaster login
  Continue: 'जारी रखें',
  'No code?': 'कोड नहीं मिला?',
  'Send another': 'फिर से भेजें',
  'Your email': 'आपका ईमेल',
  'Enter the code sent to {email}': '{email} पर भेजा गया कोड डालें',
  'Sending a code to {email}…': '{email} पर कोड भेजा जा रहा है…',
  'Approve this device from the email sent to {email}.': '{email} पर भेजे गए ईमेल से इस डिवाइस को स्वीकृत करें।',
  'Checking the code…': 'कोड जाँचा जा रहा है…',
  'Signing you in…': 'साइन इन हो रहा है…',
  'Email login is not set up': 'ईमेल लॉग इन सेट अप नहीं है',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'इस साइट पर ईमेल से साइन इन कराने वाला कोई एम्बेडेड वॉलेट नहीं है। इसके बजाय कोई वॉलेट कनेक्ट करें।',
  'New email': 'नया ईमेल',
  'your new email': 'आपका नया ईमेल',
  'One moment…': 'एक पल…',
  'This site has no embedded wallet whose email could change.':
    'इस साइट पर ऐसा कोई एम्बेडेड वॉलेट नहीं है जिसका ईमेल बदला जा सके।',
  'Taking you to {provider}…': 'आपको {provider} पर ले जा रहे हैं…',
  'Logging you in with {provider}…': '{provider} से लॉग इन हो रहा है…',
  'Logged in with {provider}.': '{provider} से लॉग इन हो गया।',
  'Log in with {provider} in the window that opened.': 'खुली हुई विंडो में {provider} से लॉग इन करें।',
  'Social login is not set up': 'सोशल लॉग इन सेट अप नहीं है',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'इस साइट पर सोशल खाते से साइन इन कराने वाला कोई एम्बेडेड वॉलेट नहीं है। इसके बजाय कोई वॉलेट कनेक्ट करें।',
  'QR code to log in with Farcaster': 'Farcaster से लॉग इन करने के लिए QR कोड',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'इसे अपने फ़ोन के कैमरे से स्कैन करें, फिर Farcaster ऐप में साइन इन स्वीकृत करें।',
  'Loading your Farcaster account…': 'आपका Farcaster खाता लोड हो रहा है…',
  'Farcaster login is not set up': 'Farcaster लॉग इन सेट अप नहीं है',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'इस साइट पर Farcaster से साइन इन कराने वाला कोई एम्बेडेड वॉलेट नहीं है। इसके बजाय कोई वॉलेट कनेक्ट करें।',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'साइन इन हो रहा है',
  'This site': 'यह साइट',
  '{app} needs to connect to your wallet': '{app} को आपके वॉलेट से कनेक्ट होना है',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'यह साबित करने के लिए कि {address} आपका है, इस संदेश पर हस्ताक्षर करें। इसमें कोई शुल्क नहीं लगता और कोई लेनदेन नहीं भेजा जाता।',
  'Approve the signature in your wallet': 'अपने वॉलेट में हस्ताक्षर स्वीकृत करें',
  Sign: 'हस्ताक्षर करें',
  'Message to sign': 'हस्ताक्षर के लिए संदेश',
  'No transaction to approve': 'स्वीकृत करने के लिए कोई लेनदेन नहीं',
  'Nothing is waiting for your approval.': 'आपकी स्वीकृति के लिए कुछ भी बाकी नहीं है।',
  Warnings: 'चेतावनियाँ',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: इसके बाद {count} और लेनदेन बाकी है|other: इसके बाद {count} और लेनदेन बाकी हैं',
  'Approve the transaction in your wallet': 'अपने वॉलेट में लेनदेन स्वीकृत करें',
  Approve: 'स्वीकृत करें',
  Decline: 'अस्वीकार करें',
  Done: 'हो गया',
  '{namespace} wallets': '{namespace} वॉलेट',
  'No wallet connected.': 'कोई वॉलेट कनेक्ट नहीं है।',
  'Connected wallets': 'कनेक्ट किए गए वॉलेट',
  Active: 'सक्रिय',
  'Switch to {wallet}': '{wallet} पर जाएँ',
  Switch: 'बदलें',
  'Disconnect {wallet}': '{wallet} डिस्कनेक्ट करें',
  'Recent wallets': 'हाल ही के वॉलेट',
  'Connect {wallet}': '{wallet} कनेक्ट करें',
  Connect: 'कनेक्ट करें',
  'Remove {wallet}': '{wallet} हटाएँ',
  Remove: 'हटाएँ',
  'Add wallet': 'वॉलेट जोड़ें',
  'Multi-wallet is not set up on this site.': 'इस साइट पर मल्टी-वॉलेट सेट अप नहीं है।',
  'Your account now goes by this name.': 'अब आपका खाता इसी नाम से जाना जाएगा।',
  'Back to account': 'खाते पर वापस जाएँ',
  'Names are not set up': 'नाम सेट अप नहीं हैं',
  'This site does not register names for accounts.': 'यह साइट खातों के लिए नाम रजिस्टर नहीं करती।',
  'Registering {name}…': '{name} रजिस्टर हो रहा है…',
  Name: 'नाम',
  Register: 'रजिस्टर करें',
  'At least 4 letters, digits or hyphens.': 'कम से कम 4 अक्षर, अंक या हाइफ़न।',
  Suggestions: 'सुझाव',
  Taken: 'पहले से लिया गया',
  Available: 'उपलब्ध',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': 'कोई खाता कनेक्ट नहीं है',
  'Connect a wallet to receive funds.': 'फ़ंड प्राप्त करने के लिए कोई वॉलेट कनेक्ट करें।',
  'QR code of your address': 'आपके पते का QR कोड',
  'Send only on {network}': 'केवल {network} पर भेजें',
  'This address also receives on {networks}': 'यह पता {networks} पर भी प्राप्त करता है',
  'Sending is not set up': 'भेजना सेट अप नहीं है',
  'This site does not send from the modal.': 'यह साइट इस विंडो से नहीं भेजती।',
  'Approve the transaction in your wallet.': 'अपने वॉलेट में लेनदेन स्वीकृत करें।',
  Token: 'टोकन',
  Amount: 'राशि',
  'Amount in {symbol}': '{symbol} में राशि',
  Max: 'अधिकतम',
  To: 'प्राप्तकर्ता',
  'Address or name': 'पता या नाम',
  '{name} is': '{name} का पता:',
  'Network fee': 'नेटवर्क शुल्क',
  'Up to {fee}': 'अधिकतम {fee}',
  'Receiver gets': 'प्राप्तकर्ता को मिलेगा',
  'Checking the balance and the network fee…': 'बैलेंस और नेटवर्क शुल्क जाँचा जा रहा है…',
  'Swaps are not set up': 'स्वैप सेट अप नहीं है',
  'This site does not swap from the modal.': 'यह साइट इस विंडो से स्वैप नहीं करती।',
  'You pay': 'आप देंगे',
  'You receive': 'आपको मिलेगा',
  'You receive at least': 'आपको कम से कम मिलेगा',
  Expected: 'अनुमानित',
  'Price impact': 'कीमत पर असर',
  'Your balance': 'आपका बैलेंस',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'अनुमान नहीं लगाया जा सका',
  '{fee}, includes the approval': '{fee}, स्वीकृति सहित',
  'Your {symbol} balance does not cover the network fee': 'आपका {symbol} बैलेंस नेटवर्क शुल्क के लिए पर्याप्त नहीं है',
  'Preparing the swap…': 'स्वैप तैयार हो रहा है…',
  'Swap sent: waiting for it to be confirmed…': 'स्वैप भेजा गया: पुष्टि का इंतज़ार है…',
  'Swap again': 'फिर से स्वैप करें',
  'Stop waiting': 'इंतज़ार बंद करें',
  'Swap the tokens’ places': 'टोकन की जगह बदलें',
  'Getting a quote…': 'कोट लिया जा रहा है…',
  'Buying is not set up': 'खरीदारी सेट अप नहीं है',
  'This site does not sell crypto from the modal.': 'यह साइट इस विंडो से क्रिप्टो नहीं बेचती।',
  'Loading what you can buy…': 'आप जो खरीद सकते हैं, वह लोड हो रहा है…',
  'Your browser blocked the provider’s window.': 'आपके ब्राउज़र ने प्रोवाइडर की विंडो ब्लॉक कर दी।',
  'the provider': 'प्रोवाइडर',
  'Open {provider} in a new tab': '{provider} को नए टैब में खोलें',
  'Check again': 'फिर से जाँचें',
  'Back to the form': 'फ़ॉर्म पर वापस जाएँ',
  'Buy more': 'और खरीदें',
  'Opening {provider}…': '{provider} खुल रहा है…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    '{provider} विंडो में अपनी खरीदारी पूरी करें। हो जाने पर उसे बंद कर दें।',
  'Waiting for your purchase to arrive…': 'आपकी खरीदारी के पहुँचने का इंतज़ार है…',
  'The provider list could not be loaded: showing the usual currencies.':
    'प्रोवाइडर की सूची लोड नहीं हो सकी: सामान्य मुद्राएँ दिखाई जा रही हैं।',
  'Payment currency': 'भुगतान मुद्रा',
  'Payment method': 'भुगतान का तरीका',
  Card: 'कार्ड',
  'Bank account': 'बैंक खाता',
  'The least you can pay by card is {limit}': 'कार्ड से आप कम से कम {limit} का भुगतान कर सकते हैं',
  'The most you can pay by card is {limit}': 'कार्ड से आप अधिकतम {limit} का भुगतान कर सकते हैं',
  'The least you can pay by bank account is {limit}': 'बैंक खाते से आप कम से कम {limit} का भुगतान कर सकते हैं',
  'The most you can pay by bank account is {limit}': 'बैंक खाते से आप अधिकतम {limit} का भुगतान कर सकते हैं',
  'You buy': 'आप खरीदेंगे',
  Provider: 'प्रोवाइडर',
  'Enter an amount to see a quote.': 'कोट देखने के लिए राशि डालें।',
  Buy: 'खरीदें',
  'Buy with {provider}': '{provider} से खरीदें',
  'Payments are not set up': 'भुगतान सेट अप नहीं है',
  'This site does not ask for payments from the modal.': 'यह साइट इस विंडो से भुगतान नहीं माँगती।',
  'Reading the amount…': 'राशि पढ़ी जा रही है…',
  Network: 'नेटवर्क',
  'Copy recipient address': 'प्राप्तकर्ता का पता कॉपी करें',
  From: 'भेजने वाला',
  'up to {fee}': 'अधिकतम {fee}',
  'Estimating…': 'अनुमान लगाया जा रहा है…',
  'Loading the payment…': 'भुगतान लोड हो रहा है…',
  'No payment was asked for.': 'कोई भुगतान नहीं माँगा गया।',
  'Approve the payment of {amount} in your wallet': 'अपने वॉलेट में {amount} का भुगतान स्वीकृत करें',
  'Reading the payment from the network…': 'नेटवर्क से भुगतान पढ़ा जा रहा है…',
  'Payment sent: waiting for it to be confirmed…': 'भुगतान भेजा गया: पुष्टि का इंतज़ार है…',
  'Paid {amount}.': '{amount} का भुगतान हो गया।',
  Transaction: 'लेनदेन',
  'Pay from': 'इससे भुगतान करें',
  'Balance: {balance}': 'बैलेंस: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'राशि और नेटवर्क शुल्क के लिए पर्याप्त नहीं: {needed} {symbol} चाहिए, {available} {symbol} उपलब्ध',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'राशि के लिए पर्याप्त नहीं: {needed} {symbol} चाहिए, {available} {symbol} उपलब्ध',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'नेटवर्क शुल्क के लिए पर्याप्त नहीं: {needed} {symbol} चाहिए, {available} {symbol} उपलब्ध',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'आप देंगे {paid} · आपको लगभग {received} मिलेगा · शुल्क {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'आप देंगे {paid} · अनुमान: आपको क्या मिलेगा और शुल्क, यह {provider} दिखाएगा',
  '{amount} arrived in your wallet': '{amount} आपके वॉलेट में आ गया',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — ज़्यादा: आपको पूल की कीमत से काफ़ी कम मिलेगा',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} पर्याप्त नहीं: {needed} {symbol} चाहिए, {available} {symbol} उपलब्ध',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    '{symbol} पर्याप्त नहीं: नेटवर्क शुल्क सहित {needed} {symbol} चाहिए, {available} {symbol} उपलब्ध',
  '{symbol} has at most {decimals} decimals': '{symbol} में ज़्यादा से ज़्यादा {decimals} दशमलव अंक होते हैं',
  'Approve {symbol} in your wallet ({step} of {steps})': 'अपने वॉलेट में {symbol} स्वीकृत करें ({steps} में से {step})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'अपने वॉलेट में {from} को {to} में स्वैप करें ({steps} में से {step})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'अपने वॉलेट में {from} स्वीकृत करें और उसे {to} में स्वैप करें (एक ही अनुरोध)',
  'Swapped {paid} for at least {received}.': '{paid} को कम से कम {received} में स्वैप किया गया।',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'चेन पर स्वैप विफल रहा (रिवर्ट हुआ): कुछ भी स्वैप नहीं हुआ, और नेटवर्क शुल्क का भुगतान हो गया। एक्सचेंज को {amount} खर्च करने की आपकी स्वीकृति अब भी लागू है।',
  'No address is registered for {name} on {network}': '{network} पर {name} के लिए कोई पता पंजीकृत नहीं है',
  'This is not a valid {namespace} address': 'यह मान्य {namespace} पता नहीं है',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'राशि और नेटवर्क शुल्क के लिए {symbol} पर्याप्त नहीं: {needed} {symbol} चाहिए, {available} {symbol} उपलब्ध',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'राशि के लिए {symbol} पर्याप्त नहीं: {needed} {symbol} चाहिए, {available} {symbol} उपलब्ध',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'नेटवर्क शुल्क के लिए {symbol} पर्याप्त नहीं: {needed} {symbol} चाहिए, {available} {symbol} उपलब्ध',
  "Includes {amount} to open the receiver's {symbol} account":
    'इसमें प्राप्तकर्ता का {symbol} खाता खोलने के लिए {amount} शामिल है',
  'About {amount}': 'लगभग {amount}',
  'At most {amount}': 'अधिकतम {amount}',
  '{amount} plus the network fee': '{amount} और नेटवर्क शुल्क',

  // Core's messages: its errors, snacks and the empty wallet list
  'Connection rejected': 'कनेक्शन अस्वीकार किया गया',
  'Failed to connect': 'कनेक्ट नहीं हो सका',
  'Network switch rejected': 'नेटवर्क बदलना अस्वीकार किया गया',
  'Signature declined': 'हस्ताक्षर अस्वीकार किया गया',
  'Popup closed': 'पॉपअप बंद हो गया',
  'Request was aborted': 'अनुरोध रद्द कर दिया गया',
  'Another request is waiting for the wallet': 'वॉलेट में एक और अनुरोध बाकी है',
  'The wallet did not share that account with this site': 'वॉलेट ने वह खाता इस साइट के साथ साझा नहीं किया',
  'The connector does not support any of the requested chains':
    'यह वॉलेट माँगी गई किसी भी चेन को सपोर्ट नहीं करता',
  'Failed to initiate social connection': 'सोशल लॉग इन शुरू नहीं हो सका',
  'Failed to connect to farcaster': 'Farcaster से कनेक्ट नहीं हो सका',
  'Token Balance Unavailable': 'टोकन बैलेंस उपलब्ध नहीं है',
  'Failed to fetch transactions': 'लेनदेन नहीं मिल सके',
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'Address copied': 'पता कॉपी हो गया',
  'No wallets found': 'कोई वॉलेट नहीं मिला',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'यह पेज अपने वॉलेट ऐप के ब्राउज़र में खोलें, या पहले कोई वॉलेट ऐप इंस्टॉल करें।',
  'Install a wallet browser extension, then reload this page.':
    'कोई वॉलेट ब्राउज़र एक्सटेंशन इंस्टॉल करें, फिर यह पेज दोबारा लोड करें।',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'राशि और प्राप्तकर्ता का पता ज़रूरी है',
  'A token is required': 'टोकन चुनना ज़रूरी है',
  'Unsupported chain': 'यह चेन समर्थित नहीं है',
  'Leaves this wallet': 'इस वॉलेट से जाता है',
  'Comes into this wallet': 'इस वॉलेट में आता है',
  Fee: 'शुल्क',
  'Signed by': 'हस्ताक्षरकर्ता',
  'Fee paid by': 'शुल्क देने वाला',
  'Could not be read': 'पढ़ा नहीं जा सका',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'राशि अंकों में डालें, दशमलव के लिए बिंदु के साथ (जैसे 0.5)',
  'Enter an amount above 0': '0 से ज़्यादा राशि डालें',
  'Enter an amount like 100 or 49.99': '100 या 49.99 जैसी राशि डालें',
  'The purchase has not arrived yet. It can take a few minutes.':
    'खरीदारी अभी तक नहीं पहुंची है। इसमें कुछ मिनट लग सकते हैं।',
  'The provider’s page could not be opened. Try again.': 'प्रोवाइडर का पेज नहीं खुल सका। फिर से कोशिश करें।',
  'Nothing can be bought on this network': 'इस नेटवर्क पर कुछ भी नहीं खरीदा जा सकता',
  'Connect an EVM account to swap': 'स्वैप करने के लिए EVM खाता कनेक्ट करें',
  'Network not supported for Swaps': 'इस नेटवर्क पर स्वैप समर्थित नहीं है',
  'Swaps are not offered in your region': 'आपके क्षेत्र में स्वैप उपलब्ध नहीं हैं',
  'You rejected the swap in your wallet': 'आपने अपने वॉलेट में स्वैप अस्वीकार कर दिया',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'स्वैप भेजा गया; अभी इसकी पुष्टि नहीं हुई है। फिर से स्वैप करने से पहले अपना वॉलेट देखें।',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'चेन पर स्वीकृति और स्वैप विफल रहे (साथ में रिवर्ट हुए): न कुछ स्वीकृत हुआ न स्वैप, और नेटवर्क शुल्क का भुगतान हो गया।',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'चेन पर स्वैप विफल रहा (रिवर्ट हुआ): कुछ भी स्वैप नहीं हुआ, और नेटवर्क शुल्क का भुगतान हो गया।',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).': 'शुल्क ({fee}) भुगतान ({payment}) से अधिक है।',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'शुल्क दर, {rate}, अगले ब्लॉक के लिए नेटवर्क की दर, {networkRate}, के {factor} गुना से अधिक है।',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'शुल्क उन राशियों को गिनता है जो साइट इनपुट {inputs} के लिए बताती है; इस इनपुट पर दूसरे हस्ताक्षरकर्ता हस्ताक्षर करते हैं और इन राशियों को कुछ भी साबित नहीं करता: चुकाया गया शुल्क अलग हो सकता है। इस वॉलेट से जो जाता है वह सटीक है।',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'शुल्क उन राशियों को गिनता है जो साइट इनपुट {inputs} के लिए बताती है; इन इनपुट पर दूसरे हस्ताक्षरकर्ता हस्ताक्षर करते हैं और इन राशियों को कुछ भी साबित नहीं करता: चुकाया गया शुल्क अलग हो सकता है। इस वॉलेट से जो जाता है वह सटीक है।',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'नेटवर्क की शुल्क दर पढ़ी नहीं जा सकी: शुल्क की तुलना अपने वॉलेट के शुल्क से करें।',
  'Foyer will not ask your wallet to sign this.': 'Foyer आपके वॉलेट से इस पर हस्ताक्षर करने को नहीं कहेगा।',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'लेनदेन में कोई आउटपुट नहीं है: यह जो कुछ खर्च करता है वह सब शुल्क में जाएगा।',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'इनपुट {index}: PSBT नहीं बताता कि यह क्या खर्च करता है, इसलिए इस वॉलेट से क्या जाता है यह अज्ञात है।',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'इनपुट {index} अपने पिछले लेनदेन के बिना इस वॉलेट के कॉइन खर्च करता है, इसलिए इसकी राशि जाँची नहीं जा सकती: दिखाया गया शुल्क चुकाए गए शुल्क से बहुत अलग हो सकता है।',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'इनपुट {index} {sighash} माँगता है: इस वॉलेट का हस्ताक्षर {part} को कवर नहीं करेगा, इसलिए आपकी स्वीकृति के बाद साइट उन्हें बदल सकती है।',
  'the outputs': 'आउटपुट',
  'all but one output': 'एक को छोड़कर सभी आउटपुट',
  'the other inputs': 'दूसरे इनपुट',
  'the outputs or the other inputs': 'आउटपुट या दूसरे इनपुट',
  'all but one output or the other inputs': 'एक को छोड़कर सभी आउटपुट या दूसरे इनपुट',
  'what this review shows': 'जो यह समीक्षा दिखाती है',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'कहा गया है कि इनपुट {index} {stated} खर्च करता है, लेकिन उसका पिछला लेनदेन {paid} चुकाता है: PSBT अपने आप में विरोधाभासी है।',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'कहा गया है कि इनपुट {index} {stated} खर्च करता है, लेकिन उसका पिछला लेनदेन किसी दूसरी स्क्रिप्ट को {paid} चुकाता है: PSBT अपने आप में विरोधाभासी है।',
  "Unknown: the PSBT does not carry every input's amount": 'अज्ञात: PSBT में हर इनपुट की राशि नहीं है',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'अज्ञात: PSBT नहीं बताता कि इस वॉलेट का हर इनपुट क्या खर्च करता है',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'यह लेनदेन durable nonce का उपयोग करता है: यह कभी समाप्त नहीं होता, इसलिए इसे किसी भी समय भेजा जा सकता है, आपकी स्वीकृति के बहुत बाद भी।',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'शुल्क {payer} चुकाता है, यह वॉलेट नहीं: किसी और ने यह लेनदेन तैयार किया है और उसका भुगतान करता है।',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer यह नहीं बता सकता कि {account} बनाने में आपका कितना SOL लगेगा।',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'यह आपका खाता प्रोग्राम {program} को सौंप देता है: वह फिर आपका सारा SOL ले सकता है।',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'असीमित अनुमति: {delegate} {account} के सभी टोकन ले सकता है, अभी या बाद में।',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} को {account} का स्वामी प्राधिकार मिल जाता है: वह इसके सभी टोकन ले सकता है।',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} को {account} बंद करने का प्राधिकार मिल जाता है: वह इसे बंद करके इसका SOL ले सकता है।',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} को {account} का {kind} प्राधिकार मिल जाता है: वह उस प्राधिकार का मनचाहा उपयोग कर सकता है।',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    '{account} को बंद करने पर उसका SOL {destination} को जाता है, इस वॉलेट को नहीं।',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'प्रोग्राम {program} का प्रभाव अज्ञात है: यह आपकी कोई भी धनराशि स्थानांतरित कर सकता है।',
  'Foyer cannot read this transaction': 'Foyer इस लेनदेन को पढ़ नहीं सकता',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer इस लेनदेन द्वारा उपयोग की गई पता लुकअप तालिकाएँ पढ़ नहीं सकता',
  'Foyer cannot read an instruction of this transaction': 'Foyer इस लेनदेन का एक निर्देश पढ़ नहीं सकता',
  'Leaves this wallet (token account {address})': 'इस वॉलेट से जाता है (टोकन खाता {address})',
  'Leaves this wallet (mint {address})': 'इस वॉलेट से जाता है (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} कच्ची इकाइयाँ (दशमलव अज्ञात)',
  '{amount} tokens': '{amount} टोकन',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'असीमित अनुमति: {spender} इस वॉलेट का सारा {name} (टोकन {token}) खर्च कर सकता है, अभी और बाद में, जब तक अनुमति रद्द न हो।',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} संग्रह {token} में इस वॉलेट के सभी टोकन स्थानांतरित कर सकता है, अभी और बाद में, जब तक इसे रद्द न किया जाए।',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'यह {contract} के फ़ंक्शन {selector} को कॉल करता है, जिसे Foyer पढ़ नहीं सकता: यह आपकी कोई भी संपत्ति स्थानांतरित कर सकता है।',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'असीमित अनुमति: इस पर हस्ताक्षर होते ही {spender} इस वॉलेट का सारा {name} (टोकन {token}) खर्च कर सकता है।',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'यह हस्ताक्षर चेन {chain} के लिए है, {network} (चेन {walletChain}) के लिए नहीं जहाँ यह वॉलेट है: इसका उपयोग उस चेन पर हो सकता है।',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'कोई न्यूनतम नहीं: आप जो {amount} चुकाते हैं उसके बदले आपको कुछ भी न मिले, ऐसा हो सकता है।',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token} {receiver} को जाते हैं: Foyer नहीं बता सकता कि यह आपका खाता है या नहीं।',
  'The {token} go to {receiver}, not to your account.': '{token} {receiver} को जाते हैं, आपके खाते में नहीं।',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'राउटर {symbol} को केवल अपने WETH ({weth}) के माध्यम से स्वैप करता है; यह पथ {token} से शुरू होता है: राउटर यह स्वैप अस्वीकार कर देगा, और केवल नेटवर्क शुल्क खर्च होगा।',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'राउटर {symbol} को केवल अपने WETH ({weth}) के माध्यम से स्वैप करता है; यह पथ {token} पर समाप्त होता है: राउटर यह स्वैप अस्वीकार कर देगा, और केवल नेटवर्क शुल्क खर्च होगा।',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'समय सीमा ({deadline}) बीत चुकी है: राउटर यह स्वैप अस्वीकार कर देगा, और केवल नेटवर्क शुल्क खर्च होगा।',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer इस अनुरोध को शब्दों में नहीं बता सकता: केवल तभी स्वीकृत करें जब आप इस साइट पर उसके माँगे गए काम के लिए भरोसा करते हों।',
  'Foyer cannot read this request: {reason}.': 'Foyer इस अनुरोध को पढ़ नहीं सकता: {reason}।',
  'Send a Bitcoin transaction': 'Bitcoin लेनदेन भेजें',
  'Sign a Bitcoin transaction': 'Bitcoin लेनदेन पर हस्ताक्षर करें',
  Inputs: 'इनपुट',
  Outputs: 'आउटपुट',
  'Signed by this wallet': 'इस वॉलेट द्वारा हस्ताक्षरित',
  'Back to this wallet': 'इस वॉलेट में वापस',
  'the token': 'टोकन',
  tokens: 'टोकन',
  mint: 'मिंट',
  freeze: 'फ़्रीज़',
  'transfer fee config': 'ट्रांसफ़र शुल्क कॉन्फ़िगरेशन',
  'withheld withdraw': 'रोके गए शुल्क की निकासी',
  'close mint': 'मिंट क्लोज़',
  'interest rate': 'ब्याज दर',
  'permanent delegate': 'स्थायी प्रतिनिधि',
  'confidential transfer mint': 'गोपनीय ट्रांसफ़र मिंट',
  'transfer hook program': 'ट्रांसफ़र हुक प्रोग्राम',
  'confidential transfer fee config': 'गोपनीय ट्रांसफ़र शुल्क कॉन्फ़िगरेशन',
  'metadata pointer': 'मेटाडेटा पॉइंटर',
  'group pointer': 'समूह पॉइंटर',
  'group member pointer': 'समूह सदस्य पॉइंटर',
  'scaled UI amount': 'स्केल की गई प्रदर्शित राशि',
  pause: 'पॉज़',
  'Send a transaction': 'लेनदेन भेजें',
  'Sign a transaction': 'लेनदेन पर हस्ताक्षर करें',
  'Sign a message': 'संदेश पर हस्ताक्षर करें',
  'Sign typed data': 'टाइप किए गए डेटा पर हस्ताक्षर करें',
  'Send calls': 'कॉल भेजें',
  'Send 1 call': '1 कॉल भेजें',
  'Send {count} calls': '{count} कॉल भेजें',
  'Sign {type}': '{type} पर हस्ताक्षर करें',
  'Call {index}': 'कॉल {index}',
  'Call {index}: {heading}': 'कॉल {index}: {heading}',
  Sends: 'भेजता है',
  Moves: 'स्थानांतरित करता है',
  Allowance: 'अनुमति',
  Operator: 'ऑपरेटर',
  'Creates a contract': 'एक कॉन्ट्रैक्ट बनाता है',
  Request: 'अनुरोध',
  Domain: 'डोमेन',
  Message: 'संदेश',
  'Token permit (EIP-2612)': 'टोकन परमिट (EIP-2612)',
  'Permit2 allowance': 'Permit2 अनुमति',
  'Permit2 transfer': 'Permit2 ट्रांसफ़र',
  Instructions: 'निर्देश',
  owner: 'स्वामी',
  close: 'क्लोज़',
  'SOL transfer': 'SOL ट्रांसफ़र',
  '{action} (paid by {payer})': '{action} ({payer} द्वारा भुगतान)',
  'Creates an account of {bytes} bytes for program {program}':
    'प्रोग्राम {program} के लिए {bytes} बाइट का खाता बनाता है',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'प्रोग्राम {program} के लिए {bytes} बाइट का खाता बनाता है ({base} का seed "{seed}")',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    '{from} से SOL ट्रांसफ़र ({base} का seed "{seed}", प्रोग्राम {program})',
  'Hands the account to program {program}': 'खाता प्रोग्राम {program} को सौंपता है',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'खाता ({base} का seed "{seed}") प्रोग्राम {program} को सौंपता है',
  'Gives the account {bytes} bytes of data': 'खाते को {bytes} बाइट डेटा देता है',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'खाते को {bytes} बाइट देता है ({base} का seed "{seed}") और उसे प्रोग्राम {program} को सौंपता है',
  'Advances the durable nonce of this account': 'इस खाते का स्थायी nonce आगे बढ़ाता है',
  'Withdraws SOL from nonce account {nonce}': 'nonce खाते {nonce} से SOL निकालता है',
  'Makes this a nonce account of {authority}': 'इसे {authority} का nonce खाता बनाता है',
  'Becomes the authority of nonce account {nonce}': 'इसे nonce खाते {nonce} का प्राधिकार मिल जाता है',
  'Upgrades this nonce account': 'इस nonce खाते को अपग्रेड करता है',
  'Token transfer of mint {mint} from {source}': 'mint {mint} के टोकन का {source} से ट्रांसफ़र',
  'Token transfer from {source}': '{source} से टोकन ट्रांसफ़र',
  'May spend tokens of mint {mint} from {source}': '{source} से mint {mint} के टोकन खर्च कर सकता है',
  'May spend tokens from {source}': '{source} से टोकन खर्च कर सकता है',
  'Burns tokens of mint {mint}': 'mint {mint} के टोकन बर्न करता है',
  'Mints new tokens of mint {mint}': 'mint {mint} के नए टोकन मिंट करता है',
  'Becomes the {kind} authority of {account}': 'इसे {account} का {kind} प्राधिकार मिल जाता है',
  'Removes the {kind} authority of this account for good': 'इस खाते का {kind} प्राधिकार हमेशा के लिए हटा देता है',
  'Closes token account {account}; its SOL goes to this address':
    'टोकन खाता {account} बंद करता है; उसका SOL इस पते पर जाता है',
  'Cancels the allowance on this token account': 'इस टोकन खाते की अनुमति रद्द करता है',
  'Freezes this token account of mint {mint}': 'mint {mint} के इस टोकन खाते को फ़्रीज़ करता है',
  'Unfreezes this token account of mint {mint}': 'mint {mint} के इस टोकन खाते को अनफ़्रीज़ करता है',
  'Updates the wrapped SOL balance of this token account': 'इस टोकन खाते का wrapped SOL बैलेंस अपडेट करता है',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'mint {mint} का टोकन खाता सेट करता है, जिसका स्वामी {owner} है',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    '{decimals} दशमलव का mint बनाता है; मिंट प्राधिकार {authority}, फ़्रीज़ प्राधिकार {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    '{decimals} दशमलव का mint बनाता है; मिंट प्राधिकार {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'mint {mint} के लिए {wallet} का टोकन खाता बनाता है: पिछला निर्देश इसे बनाता है, कुछ भुगतान नहीं होता',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'mint {mint} के लिए {wallet} का टोकन खाता बनाता है: यह पहले से मौजूद है, कुछ भुगतान नहीं होता',
  'Creates the token account of {wallet} for mint {mint}': 'mint {mint} के लिए {wallet} का टोकन खाता बनाता है',
  'Sets the compute limit to {units} units': 'कंप्यूट सीमा {units} यूनिट पर सेट करता है',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'प्राथमिकता शुल्क प्रति कंप्यूट यूनिट {price} माइक्रो-लैम्पोर्ट पर सेट करता है',
  'Asks for a heap of {bytes} bytes': '{bytes} बाइट का heap माँगता है',
  "Limits the accounts' data to {bytes} bytes": 'खातों के डेटा को {bytes} बाइट तक सीमित करता है',
  'Memo: {memo}': 'मेमो: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'आपके खाते के साथ ऐसा प्रोग्राम कॉल करता है जिसे Foyer पढ़ नहीं सकता: प्रभाव अज्ञात, यह आपकी कोई भी धनराशि स्थानांतरित कर सकता है',
  'Calls a program Foyer cannot read (it is not given your account)':
    'ऐसा प्रोग्राम कॉल करता है जिसे Foyer पढ़ नहीं सकता (उसे आपका खाता नहीं दिया गया)',
  'A transaction Foyer cannot read': 'एक लेनदेन जिसे Foyer पढ़ नहीं सकता',
  'Receives {name} from this wallet': 'इस वॉलेट से {name} प्राप्त करता है',
  'Receives {name} taken from {from}': '{from} से लिया गया {name} प्राप्त करता है',
  'May move token #{id} of this wallet’s {name}': 'इस वॉलेट के {name} का टोकन #{id} स्थानांतरित कर सकता है',
  'May spend this wallet’s {name}': 'इस वॉलेट का {name} खर्च कर सकता है',
  '{router} may spend this wallet’s {name}': '{router} इस वॉलेट का {name} खर्च कर सकता है',
  '{action} (added to what it may already spend)': '{action} (जितना वह पहले से खर्च कर सकता है उसके अतिरिक्त)',
  'May move every token this wallet holds in {name} ({token})':
    'इस वॉलेट के पास {name} ({token}) में मौजूद हर टोकन स्थानांतरित कर सकता है',
  'May no longer move this wallet’s tokens in {name}': 'अब इस वॉलेट के {name} के टोकन स्थानांतरित नहीं कर सकता',
  'Receives token #{id} of {name} taken from {from}': '{from} से लिया गया {name} का टोकन #{id} प्राप्त करता है',
  'With {bytes} bytes of data for the receiver': 'प्राप्तकर्ता के लिए {bytes} बाइट डेटा के साथ',
  'Deploys {bytes} bytes of code': '{bytes} बाइट कोड डिप्लॉय करता है',
  '{router} (declared by this network)': '{router} (इस नेटवर्क द्वारा घोषित)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'एक कॉन्ट्रैक्ट कॉल करता है (असत्यापित): यह आपकी कोई भी संपत्ति स्थानांतरित कर सकता है · फ़ंक्शन {selector}',
  'Token contract ({symbol})': 'टोकन कॉन्ट्रैक्ट ({symbol})',
  'Token contract': 'टोकन कॉन्ट्रैक्ट',
  'The Uniswap router': 'Uniswap राउटर',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units': 'चेन ने इस टोकन के दशमलव नहीं बताए: कच्ची इकाइयाँ',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'ठीक {paid} को {token} की किसी भी मात्रा से स्वैप करें (कोई न्यूनतम नहीं: आपको कुछ भी न मिले, ऐसा हो सकता है)',
  'Swap exactly {paid} for at least {received}': 'ठीक {paid} को कम से कम {received} से स्वैप करें',
  'Swap at most {paid} for exactly {received}': 'अधिकतम {paid} को ठीक {received} से स्वैप करें',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'अधिकतम {paid} को ठीक {received} से स्वैप करें (जो उपयोग नहीं होता वह भेजने वाले को लौट जाता है)',
  'Wraps the {symbol} paid ({token})': 'चुकाए गए {symbol} को रैप करता है ({token})',
  'Pays {token}': '{token} चुकाता है',
  'Unwrapped into {symbol} ({token})': '{symbol} में अनरैप किया जाता है ({token})',
  'Receives {token}': '{token} प्राप्त करता है',
  'Through {token}': '{token} के माध्यम से',
  'Receives {amount}: this wallet': '{amount} प्राप्त करता है: यह वॉलेट',
  'Receives {amount}: NOT this wallet': '{amount} प्राप्त करता है: यह वॉलेट नहीं',
  'any amount of {token}': '{token} की कोई भी मात्रा',
  'at least {amount}': 'कम से कम {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'उन टोकन के लिए जो स्थानांतरण पर शुल्क लेते हैं: सीमा जो पहुँचता है उस पर जाँची जाती है',
  'No deadline: the router accepts it at any time, at whatever price then':
    'कोई समय-सीमा नहीं: राउटर इसे कभी भी, उस समय की किसी भी कीमत पर स्वीकार करता है',
  'Valid until {deadline}': '{deadline} तक मान्य',
  'May spend this wallet’s {name} (token {token}), {until}':
    'इस वॉलेट का {name} (टोकन {token}) खर्च कर सकता है, {until}',
  'no end date (0)': 'कोई अंतिम तिथि नहीं (0)',
  'never expires': 'कभी समाप्त नहीं होता',
  'until {date}': '{date} तक',
  '{amount} raw units': '{amount} कच्ची इकाइयाँ',
  'unlimited {token}': 'असीमित {token}',
  'all tokens': 'सभी टोकन',
  none: 'कोई टोकन नहीं',
  'token #{id}': 'टोकन #{id}',
  '{count} × token #{id}': '{count} × टोकन #{id}',
  'at most {amount}': 'अधिकतम {amount}',
  Unlimited: 'असीमित',
  'Up to {amount}': 'अधिकतम {amount}',
  'Its rent (amount unknown: the mint has extensions)': 'उसका किराया (राशि अज्ञात: मिंट में एक्सटेंशन हैं)',
  'All of its SOL (amount unknown)': 'उसका सारा SOL (राशि अज्ञात)',
  'Amount unknown': 'राशि अज्ञात',
} satisfies Dictionary
