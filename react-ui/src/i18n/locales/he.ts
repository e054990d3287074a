import type { Dictionary } from '../dictionary.js'

// Hebrew (right to left). Product and protocol names (WalletConnect, Farcaster, NFT, Ordinals) stay as
// they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'הרשת לא נמצאה',
  'Network not found': 'הרשת לא נמצאה',
  'Invalid App Configuration': 'הגדרות האפליקציה לא תקינות',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'המקור לא ברשימת המורשים: הוסיפו את המקור הזה לפרויקט שלכם בלוח הבקרה.',
  'Network Error': 'שגיאת רשת',
  'Failed to load the embedded wallet.': 'טעינת הארנק המובנה נכשלה.',
  'Embedded Wallet Request Timed Out': 'תם הזמן לבקשה לארנק המובנה',
  'The embedded wallet did not answer in time.': 'הארנק המובנה לא ענה בזמן.',
  'Session Expired': 'פג תוקף ההתחברות',
  'Your session expired: connect again.': 'פג תוקף ההתחברות שלכם: התחברו מחדש.',
  'Invalid Project ID': 'מזהה פרויקט לא תקין',
  'The project id was refused: check it on the dashboard.': 'מזהה הפרויקט נדחה: בדקו אותו בלוח הבקרה.',
  'Project ID Not Configured': 'מזהה הפרויקט לא הוגדר',
  'No project id is set: remote features are off (basic mode).':
    'לא הוגדר מזהה פרויקט: התכונות המרוחקות כבויות (מצב בסיסי).',
  'No Allowed Origins': 'אין מקורות מורשים',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'לא ניתן היה לקרוא אף מקור מורשה לפרויקט הזה: הוסיפו את המקור של האתר הזה לפרויקט. ייתכן שכניסה עם אימייל ועם חשבון חברתי לא תעבוד כאן.',
  'Server Error': 'שגיאת שרת',
  'The server answered with an error.': 'השרת השיב בשגיאה.',
  'Rate Limited': 'חריגה ממגבלת הבקשות',
  'Too many requests: try again later.': 'יותר מדי בקשות: נסו שוב מאוחר יותר.',
  'iframe load failed': 'טעינת ה-iframe נכשלה',
  'The login frame did not load.': 'מסגרת הכניסה לא נטענה.',
  'iframe request timeout': 'תם הזמן לבקשת ה-iframe',
  'The login frame did not answer in time.': 'מסגרת הכניסה לא ענתה בזמן.',
  'unverified domain': 'דומיין לא מאומת',
  'This domain is not verified.': 'הדומיין הזה לא מאומת.',
  'Multi-Wallet Not Enabled': 'ריבוי ארנקים לא מופעל',
  'This site connects one wallet at a time.': 'האתר הזה מחבר ארנק אחד בכל פעם.',
  'Local configuration ignored': 'הגדרות מקומיות לא הוחלו',
  'Remote configuration loaded: local feature settings are ignored.':
    'ההגדרות המרוחקות נטענו: הגדרות התכונות המקומיות לא מוחלות.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'ההגדרות המקומיות של {features} לא הוחלו כי ההגדרות המרוחקות נטענו: נהלו את התכונות האלה בלוח הבקרה של הפרויקט.',
  'This payment request is not valid: {reason}': 'בקשת התשלום הזו אינה תקינה: {reason}',
  'Session not yet valid': 'ההתחברות עדיין לא בתוקף',
  "The device clock is behind: check the device's date and time.":
    'השעון של המכשיר מפגר: בדקו את התאריך והשעה במכשיר.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'האישור הולך אל {to}, לא אל חוזה ה-{symbol} {token}',
  "the approval sends {wei} wei of the network's coin": 'האישור שולח {wei} wei של המטבע של הרשת',
  'the approval is not an approval of exactly {amount}': 'האישור אינו אישור של {amount} בדיוק',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'האישור מתיר ל-{spender} להוציא, לא לנתב ההחלפות של הרשת {router}',
  'the swap is sent from {from}, not from {account}': 'ההחלפה נשלחת מ-{from}, לא מ-{account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'ההחלפה שולחת {wei} wei של המטבע של הרשת, לא {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'ההחלפה הולכת אל {to}, לא אל {spender}, שהאישור מתיר לו להוציא',
  "the swap goes to {to}, not to the network's swap router {router}":
    'ההחלפה הולכת אל {to}, לא אל נתב ההחלפות של הרשת {router}',
  'the swap is not one of the router’s swaps of an exact amount': 'ההחלפה אינה אחת מהחלפות הנתב בסכום מדויק',
  'the swap ({function}) does not pay {from} for {to}': 'ההחלפה ({function}) אינה משלמת {from} תמורת {to}',
  'the swap pays {amount}, not the amount shown': 'ההחלפה משלמת {amount}, לא את הסכום שהוצג',
  "the swap's path starts at {address}, not at {symbol}": 'המסלול של ההחלפה מתחיל ב-{address}, לא ב-{symbol}',
  "the swap's path ends at {address}, not at {symbol}": 'המסלול של ההחלפה מסתיים ב-{address}, לא ב-{symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'ההחלפה משלמת את מה שהיא נותנת ל-{to}, לא ל-{account}',
  'the swap’s deadline has passed': 'המועד האחרון של ההחלפה עבר',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'קוד מצב HTTP: {status}',
  'Please try again after {seconds} seconds': 'אפשר לנסות שוב בעוד {seconds} שניות',
  'Error registering name {name}': 'שגיאה ברישום השם {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin לא מעביר תשלומים קטנים כל כך: יש לשלוח לפחות {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'ההעברה נכשלה ברשת ({error}); העמלה שלה שולמה',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'לא ניתן לטעון את הטוקנים להמרה: {reason}',
  'Could not get a quote for {from} → {to}: {reason}': 'לא ניתן לקבל הצעת מחיר עבור {from} → {to}: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'אין הצעת מחיר עבור {from} → {to}: שירות ההמרה לא מציע מסלול',
  'Could not read your {symbol} balance from the chain': 'לא ניתן לקרוא את יתרת ה-{symbol} שלך מהשרשרת',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'לא ניתן להעריך את עמלת הרשת, לכן מקסימום לא יכול להשאיר אותה: יש להקליד את הסכום ולהשאיר מעט לעמלה',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'לא ניתן לקרוא כמה {symbol} הבורסה רשאית להוציא: {reason}',
  'You rejected the approval of {symbol} in your wallet': 'דחית את האישור של {symbol} בארנק',
  'The approval of {symbol} failed: {reason}': 'האישור של {symbol} נכשל: {reason}',
  'The approval of {symbol} was sent but not confirmed in time': 'האישור של {symbol} נשלח אך לא אומת בזמן',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'האישור של {symbol} נכשל בשרשרת (revert): ההמרה לא נשלחה. עמלת הרשת שולמה.',
  'Could not build the swap: {reason}': 'לא ניתן להכין את ההמרה: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'שירות ההמרה הכין עסקה שאינה ההמרה שהוצגה, ולכן היא לא נשלחה: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'המחיר השתנה: ההמרה תניב פחות מ-{minimum} (המינימום שהוצג, החלקה של {slippage} %). יש לבדוק את הצעת המחיר החדשה.',
  'The swap failed: {reason}': 'ההמרה נכשלה: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'דחית את האישור של {symbol} ואת ההמרה בארנק',
  'The approval of {symbol} and the swap failed: {reason}': 'האישור של {symbol} וההמרה נכשלו: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'האישור של {symbol} וההמרה נכשלו: {reason}. שום דבר לא אושר או הומר.',
  'the swap service did not answer': 'שירות ההמרה לא ענה',
  'the wallet could not send it': 'הארנק לא הצליח לשלוח אותה',
  'the wallet could not send them': 'הארנק לא הצליח לשלוח אותן',
  'the chain does not show it': 'השרשרת לא מציגה אותה',
  'You hold no {symbol}': 'אין לך {symbol}',

  // The modal's frame
  Back: 'חזרה',
  Close: 'סגירה',
  'This step must be completed before closing': 'יש להשלים שלב זה לפני הסגירה',

  // View titles (the header), one per view
  'Connect wallet': 'חיבור ארנק',
  Account: 'חשבון',
  'All wallets': 'כל הארנקים',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'רשת לא נתמכת',
  'Choose network': 'בחירת רשת',
  'Get a wallet': 'השגת ארנק',
  'Switch network': 'החלפת רשת',
  'Switch chain': 'החלפת שרשרת',
  'Choose a name': 'בחירת שם',
  'Name registered': 'השם נרשם',
  'Email login': 'כניסה עם אימייל',
  'Update email': 'עדכון אימייל',
  'Social login': 'כניסה עם חשבון חברתי',
  Farcaster: 'Farcaster',
  Wallets: 'ארנקים',
  'Buy crypto': 'קניית קריפטו',
  Receive: 'קבלה',
  Send: 'שליחה',
  'Sign in': 'כניסה',
  Swap: 'המרה',
  Pay: 'תשלום',
  'Approve transaction': 'אישור עסקה',

  // Shared
  'Try again': 'ניסיון נוסף',
  Cancel: 'ביטול',
  'Loading…': 'טוען…',
  Copied: 'הועתק',
  "Couldn't copy": 'ההעתקה נכשלה',
  'Copy address': 'העתקת הכתובת',
  'Copy link': 'העתקת הקישור',

  // The page's buttons
  'Connecting…': 'מתחבר…',
  'Select network': 'בחירת רשת',

  // Connect
  'Loading sign-in options…': 'טוען אפשרויות כניסה…',
  'New to wallets?': 'פעם ראשונה עם ארנק?',
  'Get one': 'השגת ארנק',
  Recent: 'אחרונים',
  Installed: 'מותקנים',
  Featured: 'מומלצים במיוחד',
  'More wallets': 'ארנקים נוספים',
  External: 'חיצוניים',
  Recommended: 'מומלצים',
  'Continue with email': 'המשך עם אימייל',
  'Continue with a social account': 'המשך עם חשבון חברתי',
  'Continue with {provider}': 'המשך עם {provider}',

  // All wallets
  'Search wallets': 'חיפוש ארנקים',
  Search: 'חיפוש',
  'Certified only': 'מאומתים בלבד',
  Certified: 'מאומת',
  'Loading wallets': 'טוען ארנקים',
  'Loading more wallets': 'טוען ארנקים נוספים',
  'No wallet found': 'לא נמצא ארנק',
  'Nothing matches “{query}”.': 'אין תוצאות עבור „{query}”.',
  'Nothing matches “{query}” among certified wallets.': 'אין תוצאות עבור „{query}” בין הארנקים המאומתים.',
  'The directory has no wallets.': 'אין ארנקים במדריך.',
  'The directory has no wallets among certified wallets.': 'אין ארנקים מאומתים במדריך.',
  'one: {count} wallet|other: {count} wallets':
    'one: ארנק אחד|two: שני ארנקים|many: {count} ארנקים|other: {count} ארנקים',
  'Wallet directory not configured': 'מדריך הארנקים לא הוגדר',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'עיון וחיפוש בכל הארנקים דורשים את מדריך הארנקים: הגדירו מזהה פרויקט ואת כתובת ה-API שלו.',

  // Account
  'Approve the request in your wallet.': 'יש לאשר את הבקשה בארנק.',
  'Network:': 'רשת:',
  'Email:': 'אימייל:',
  Update: 'עדכון',
  'Smart account': 'חשבון חכם',
  'Switch to smart account': 'מעבר לחשבון חכם',
  'Switching to your smart account…': 'עובר לחשבון החכם שלך…',
  Wallet: 'ארנק',
  'Wallets:': 'ארנקים:',
  'View on explorer': 'צפייה בסייר הבלוקים',
  Disconnect: 'ניתוק',
  Accounts: 'חשבונות',
  Payment: 'תשלום',
  Ordinals: 'Ordinals',
  'Copy payment address': 'העתקת כתובת התשלום',
  'Copy ordinals address': 'העתקת כתובת ה-Ordinals',
  'Other addresses': 'כתובות נוספות',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'רשתות שלא חוברו',
  'Switch to {network}': 'מעבר ל-{network}',
  'Loading balance…': 'טוען יתרה…',
  'Balance unavailable': 'היתרה אינה זמינה',
  Tokens: 'טוקנים',
  Total: 'סה״כ',
  Unknown: 'לא ידוע',
  'Loading tokens…': 'טוען טוקנים…',
  'Token balances are unavailable.': 'יתרות הטוקנים אינן זמינות.',
  'No tokens on this network yet.': 'עדיין אין טוקנים ברשת זו.',
  NFTs: 'NFT',
  'Loading NFTs…': 'טוען NFT…',
  'NFTs are unavailable.': 'פריטי NFT אינם זמינים.',
  'No NFTs on this network yet.': 'עדיין אין NFT ברשת זו.',
  Activity: 'פעילות',
  'Loading activity…': 'טוען פעילות…',
  'No activity on this network yet.': 'עדיין אין פעילות ברשת זו.',
  'Show more': 'הצגת עוד',
  Failed: 'נכשלה',
  Pending: 'ממתינה',

  // Networks, switching, connecting
  Networks: 'רשתות',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'הארנק שלך מחובר לרשת שהאפליקציה אינה תומכת בה. יש לבחור רשת מהרשימה.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'האפליקציה אינה תומכת ברשת הנוכחית שלך. כדי להמשיך, יש לעבור לאחת מהרשתות הזמינות.',
  'the network': 'הרשת',
  'Approve in wallet': 'אישור בארנק',
  'Switch to {network} in {wallet}': 'מעבר ל-{network} ב-{wallet}',
  'Switched to {network}': 'עברת ל-{network}',
  'your wallet': 'הארנק שלך',
  'Connected to {wallet}': 'מחובר ל-{wallet}',
  'Continue in {wallet}': 'המשך ב-{wallet}',
  'Accept the connection request in your wallet.': 'יש לאשר את בקשת החיבור בארנק.',
  '{namespace} wallet needed': 'נדרש ארנק {namespace}',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'כדי להשתמש ב-{network}, יש לחבר ארנק שתומך ברשתות {namespace}.',
  'Your current wallet is on {namespace}.': 'הארנק הנוכחי שלך מחובר ל-{namespace}.',

  // Connecting over WalletConnect
  wallet: 'ארנק',
  'Approved in {wallet}': 'אושר ב-{wallet}',
  'Scan with {wallet}': 'סריקה עם {wallet}',
  'Scan with your phone': 'סריקה עם הטלפון',
  'Reconnecting to WalletConnect…': 'מתחבר מחדש ל-WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} פותח את האתר בדפדפן שלו, ושם מתחבר ישירות.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'הארנק שלך פותח את האתר בדפדפן שלו, ושם מתחבר ישירות.',
  'Open in {wallet}': 'פתיחה ב-{wallet}',
  'Open {wallet}': 'פתיחת {wallet}',
  'Preparing the link…': 'מכין את הקישור…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'ממתין לשרת הממסר של WalletConnect שייצור קוד צימוד…',
  'Approve the connection in your wallet, then come back here.': 'יש לאשר את החיבור בארנק ולחזור לכאן.',
  'Get a new link': 'קבלת קישור חדש',
  'Wallet not opening? Copy the link': 'הארנק לא נפתח? אפשר להעתיק את הקישור',
  'Copy the link into your wallet': 'יש להעתיק את הקישור לארנק',
  'QR code to connect {wallet}': 'קוד QR לחיבור {wallet}',
  'QR code to connect your wallet': 'קוד QR לחיבור הארנק שלך',
  "Scan it with your phone's camera or your wallet's scanner.":
    'יש לסרוק אותו במצלמת הטלפון או בסורק של הארנק.',
  "Can't scan? Copy the link": 'הסריקה לא עובדת? אפשר להעתיק את הקישור',
  'Get a new QR code': 'קבלת קוד QR חדש',

  // Email, social and Farcaster login
  Continue: 'המשך',
  'No code?': 'לא קיבלת קוד?',
  'Send another': 'שליחת קוד חדש',
  'Your email': 'האימייל שלך',
  'Enter the code sent to {email}': 'יש להזין את הקוד שנשלח אל {email}',
  'Sending a code to {email}…': 'שולחים קוד אל {email}…',
  'Approve this device from the email sent to {email}.': 'יש לאשר את המכשיר הזה מהאימייל שנשלח אל {email}.',
  'Checking the code…': 'בודקים את הקוד…',
  'Signing you in…': 'מחברים אותך…',
  'Email login is not set up': 'התחברות באימייל לא הוגדרה',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'לאתר הזה אין ארנק מובנה להתחברות באימייל. אפשר לחבר ארנק במקום.',
  'New email': 'אימייל חדש',
  'your new email': 'האימייל החדש שלך',
  'One moment…': 'רגע אחד…',
  'This site has no embedded wallet whose email could change.':
    'לאתר הזה אין ארנק מובנה שאפשר לשנות את האימייל שלו.',
  'Taking you to {provider}…': 'מעבירים אותך אל {provider}…',
  'Logging you in with {provider}…': 'מחברים אותך עם {provider}…',
  'Logged in with {provider}.': 'התחברת עם {provider}.',
  'Log in with {provider} in the window that opened.': 'יש להתחבר עם {provider} בחלון שנפתח.',
  'Social login is not set up': 'התחברות עם חשבון חברתי לא הוגדרה',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'לאתר הזה אין ארנק מובנה להתחברות עם חשבון חברתי. אפשר לחבר ארנק במקום.',
  'QR code to log in with Farcaster': 'קוד QR להתחברות עם Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'יש לסרוק אותו במצלמת הטלפון ולאשר את ההתחברות באפליקציית Farcaster.',
  'Loading your Farcaster account…': 'טוענים את חשבון ה-Farcaster שלך…',
  'Farcaster login is not set up': 'התחברות עם Farcaster לא הוגדרה',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'לאתר הזה אין ארנק מובנה להתחברות עם Farcaster. אפשר לחבר ארנק במקום.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'מתחברים',
  'This site': 'האתר הזה',
  '{app} needs to connect to your wallet': '{app} צריך להתחבר לארנק שלך',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'יש לחתום על ההודעה הזו כדי להוכיח שהכתובת {address} שלך. זה לא עולה כלום ולא שולח שום עסקה.',
  'Approve the signature in your wallet': 'יש לאשר את החתימה בארנק',
  Sign: 'חתימה',
  'Message to sign': 'ההודעה לחתימה',
  'No transaction to approve': 'אין עסקה לאישור',
  'Nothing is waiting for your approval.': 'אין שום דבר שממתין לאישור שלך.',
  Warnings: 'אזהרות',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: עוד עסקה אחת ממתינה אחרי זו|two: עוד שתי עסקאות ממתינות אחרי זו|many: עוד {count} עסקאות ממתינות אחרי זו|other: עוד {count} עסקאות ממתינות אחרי זו',
  'Approve the transaction in your wallet': 'יש לאשר את העסקה בארנק',
  Approve: 'אישור',
  Decline: 'דחייה',
  Done: 'סיום',
  '{namespace} wallets': 'ארנקי {namespace}',
  'No wallet connected.': 'אין ארנק מחובר.',
  'Connected wallets': 'ארנקים מחוברים',
  Active: 'פעיל',
  'Switch to {wallet}': 'מעבר אל {wallet}',
  Switch: 'מעבר',
  'Disconnect {wallet}': 'ניתוק {wallet}',
  'Recent wallets': 'ארנקים אחרונים',
  'Connect {wallet}': 'חיבור {wallet}',
  Connect: 'חיבור',
  'Remove {wallet}': 'הסרת {wallet}',
  Remove: 'הסרה',
  'Add wallet': 'הוספת ארנק',
  'Multi-wallet is not set up on this site.': 'ריבוי ארנקים לא הוגדר באתר הזה.',
  'Your account now goes by this name.': 'החשבון שלך נקרא עכשיו בשם הזה.',
  'Back to account': 'חזרה לחשבון',
  'Names are not set up': 'שמות לא הוגדרו',
  'This site does not register names for accounts.': 'האתר הזה לא רושם שמות לחשבונות.',
  'Registering {name}…': 'רושמים את {name}…',
  Name: 'שם',
  Register: 'רישום',
  'At least 4 letters, digits or hyphens.': 'לפחות 4 אותיות, ספרות או מקפים.',
  Suggestions: 'הצעות',
  Taken: 'תפוס',
  Available: 'פנוי',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': 'אין חשבון מחובר',
  'Connect a wallet to receive funds.': 'יש לחבר ארנק כדי לקבל כספים.',
  'QR code of your address': 'קוד QR של הכתובת שלך',
  'Send only on {network}': 'יש לשלוח רק ברשת {network}',
  'This address also receives on {networks}': 'הכתובת הזו מקבלת גם ב-{networks}',
  'Sending is not set up': 'שליחה לא הוגדרה',
  'This site does not send from the modal.': 'האתר הזה לא שולח מהחלון הזה.',
  'Approve the transaction in your wallet.': 'יש לאשר את העסקה בארנק.',
  Token: 'טוקן',
  Amount: 'סכום',
  'Amount in {symbol}': 'סכום ב-{symbol}',
  Max: 'מקסימום',
  To: 'אל',
  'Address or name': 'כתובת או שם',
  '{name} is': '{name} הוא',
  'Network fee': 'עמלת רשת',
  'Up to {fee}': 'עד {fee}',
  'Receiver gets': 'הנמען מקבל',
  'Checking the balance and the network fee…': 'בודקים את היתרה ואת עמלת הרשת…',
  'Swaps are not set up': 'המרות לא הוגדרו',
  'This site does not swap from the modal.': 'האתר הזה לא מבצע המרות מהחלון הזה.',
  'You pay': 'סכום לתשלום',
  'You receive': 'סכום שיתקבל',
  'You receive at least': 'יתקבל לפחות',
  Expected: 'צפוי',
  'Price impact': 'השפעה על המחיר',
  'Your balance': 'היתרה שלך',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'לא ניתן להעריך',
  '{fee}, includes the approval': '{fee}, כולל האישור',
  'Your {symbol} balance does not cover the network fee': 'יתרת ה-{symbol} שלך אינה מכסה את עמלת הרשת',
  'Preparing the swap…': 'מכינים את ההמרה…',
  'Swap sent: waiting for it to be confirmed…': 'ההמרה נשלחה: ממתינים לאישור…',
  'Swap again': 'המרה נוספת',
  'Stop waiting': 'הפסקת ההמתנה',
  'Swap the tokens’ places': 'החלפת מקומות הטוקנים',
  'Getting a quote…': 'מקבלים הצעת מחיר…',
  'Buying is not set up': 'קנייה לא הוגדרה',
  'This site does not sell crypto from the modal.': 'האתר הזה לא מוכר קריפטו מהחלון הזה.',
  'Loading what you can buy…': 'טוענים את מה שאפשר לקנות…',
  'Your browser blocked the provider’s window.': 'הדפדפן שלך חסם את החלון של הספק.',
  'the provider': 'הספק',
  'Open {provider} in a new tab': 'פתיחת {provider} בכרטיסייה חדשה',
  'Check again': 'בדיקה חוזרת',
  'Back to the form': 'חזרה לטופס',
  'Buy more': 'קניית עוד',
  'Opening {provider}…': 'פותחים את {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'יש להשלים את הקנייה בחלון של {provider} ולסגור אותו בסיום.',
  'Waiting for your purchase to arrive…': 'ממתינים שהקנייה תגיע…',
  'The provider list could not be loaded: showing the usual currencies.':
    'לא הצלחנו לטעון את רשימת הספקים: מוצגים המטבעות הרגילים.',
  'Payment currency': 'מטבע התשלום',
  'Payment method': 'אמצעי תשלום',
  Card: 'כרטיס',
  'Bank account': 'חשבון בנק',
  'The least you can pay by card is {limit}': 'הסכום המינימלי לתשלום בכרטיס הוא {limit}',
  'The most you can pay by card is {limit}': 'הסכום המרבי לתשלום בכרטיס הוא {limit}',
  'The least you can pay by bank account is {limit}': 'הסכום המינימלי לתשלום מחשבון בנק הוא {limit}',
  'The most you can pay by bank account is {limit}': 'הסכום המרבי לתשלום מחשבון בנק הוא {limit}',
  'You buy': 'מטבע לקנייה',
  Provider: 'ספק',
  'Enter an amount to see a quote.': 'יש להזין סכום כדי לראות הצעת מחיר.',
  Buy: 'קנייה',
  'Buy with {provider}': 'קנייה עם {provider}',
  'Payments are not set up': 'תשלומים לא הוגדרו',
  'This site does not ask for payments from the modal.': 'האתר הזה לא מבקש תשלומים מהחלון הזה.',
  'Reading the amount…': 'קוראים את הסכום…',
  Network: 'רשת',
  'Copy recipient address': 'העתקת כתובת הנמען',
  From: 'מאת',
  'up to {fee}': 'עד {fee}',
  'Estimating…': 'מחשבים הערכה…',
  'Loading the payment…': 'טוענים את התשלום…',
  'No payment was asked for.': 'לא התבקש תשלום.',
  'Approve the payment of {amount} in your wallet': 'יש לאשר בארנק את התשלום של {amount}',
  'Reading the payment from the network…': 'קוראים את התשלום מהרשת…',
  'Payment sent: waiting for it to be confirmed…': 'התשלום נשלח: ממתינים לאישור…',
  'Paid {amount}.': 'שולם {amount}.',
  Transaction: 'עסקה',
  'Pay from': 'תשלום מ',
  'Balance: {balance}': 'יתרה: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'אין מספיק לסכום ולעמלת הרשת: נדרשים {needed} {symbol}, זמינים {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'אין מספיק לסכום: נדרשים {needed} {symbol}, זמינים {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'אין מספיק לעמלת הרשת: נדרשים {needed} {symbol}, זמינים {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'סכום לתשלום {paid} · יתקבלו כ-{received} · עמלה {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'סכום לתשלום {paid} · הערכה: {provider} יציג את הסכום שיתקבל ואת העמלה',
  '{amount} arrived in your wallet': '{amount} הגיעו לארנק שלך',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — גבוהה: יתקבל הרבה פחות ממחיר המאגר',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    'אין מספיק {symbol}: נדרשים {needed} {symbol}, זמינים {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    'אין מספיק {symbol}: נדרשים {needed} {symbol} כולל עמלת הרשת, זמינים {available} {symbol}',
  '{symbol} has at most {decimals} decimals': 'ל-{symbol} יש לכל היותר {decimals} ספרות אחרי הנקודה',
  'Approve {symbol} in your wallet ({step} of {steps})': 'יש לאשר את {symbol} בארנק ({step} מתוך {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'יש להמיר {from} ל-{to} בארנק ({step} מתוך {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'יש לאשר את {from} ולהמיר אותו ל-{to} בארנק (בקשה אחת)',
  'Swapped {paid} for at least {received}.': 'הומרו {paid} תמורת {received} לפחות.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'ההמרה נכשלה בשרשרת (revert): שום דבר לא הומר, ועמלת הרשת שולמה. האישור שנתת לבורסה להוציא {amount} עדיין בתוקף.',
  'No address is registered for {name} on {network}': 'אין כתובת רשומה עבור {name} ב-{network}',
  'This is not a valid {namespace} address': 'זו אינה כתובת {namespace} תקינה',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'אין מספיק {symbol} לסכום ולעמלת הרשת: נדרשים {needed} {symbol}, זמינים {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'אין מספיק {symbol} לסכום: נדרשים {needed} {symbol}, זמינים {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'אין מספיק {symbol} לעמלת הרשת: נדרשים {needed} {symbol}, זמינים {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account":
    'כולל {amount} לפתיחת חשבון ה-{symbol} של הנמען',
  'About {amount}': 'כ-{amount}',
  'At most {amount}': 'לכל היותר {amount}',
  '{amount} plus the network fee': '{amount} ועוד עמלת הרשת',

  // Core's messages: its errors' spec messages (their codes CONNECTION_REJECTED, CONNECT_FAILED,
  // POPUP_CLOSED, REQUEST_ABORTED, …), snacks and the empty wallet list. Core keeps its code and this
  // English text; the skin says them in the visitor's language (useI18n().core).
  'Connection rejected': 'החיבור נדחה',
  'Failed to connect': 'החיבור נכשל',
  'Network switch rejected': 'החלפת הרשת נדחתה',
  'Signature declined': 'החתימה נדחתה',
  'Popup closed': 'החלון הקופץ נסגר',
  'Request was aborted': 'הבקשה בוטלה',
  'Another request is waiting for the wallet': 'בקשה אחרת ממתינה בארנק',
  'The wallet did not share that account with this site': 'הארנק לא שיתף את החשבון הזה עם האתר',
  'The connector does not support any of the requested chains': 'הארנק אינו תומך באף אחת מהשרשראות המבוקשות',
  'Failed to initiate social connection': 'לא ניתן להתחיל כניסה עם חשבון חברתי',
  'Failed to connect to farcaster': 'החיבור ל-Farcaster נכשל',
  'Token Balance Unavailable': 'יתרת הטוקנים אינה זמינה',
  'Failed to fetch transactions': 'טעינת העסקאות נכשלה',
  'Something went wrong': 'משהו השתבש',
  'Address copied': 'הכתובת הועתקה',
  'No wallets found': 'לא נמצאו ארנקים',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'יש לפתוח את הדף בדפדפן של אפליקציית הארנק, או להתקין קודם אפליקציית ארנק.',
  'Install a wallet browser extension, then reload this page.':
    'יש להתקין תוסף ארנק לדפדפן ולטעון מחדש את הדף.',
  'Browse all wallets': 'עיון בכל הארנקים',
  'No wallet to suggest': 'אין ארנק להציע',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'מדריך הארנקים לא ציין היכן להשיג את הארנקים שלו. אפשר לחפש אפליקציית ארנק בחנות האפליקציות של הטלפון, או תוסף ארנק בחנות התוספים של הדפדפן.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'ארנק שומר את הקריפטו שלך ומכניס אותך לאפליקציות כמו זו, בלי סיסמה לזכור. אפשר להשיג ארנק ולחזור לכאן כדי לחבר אותו.',
  'Loading wallets…': 'טוען ארנקים…',
  Extension: 'תוסף',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'אתר',
  'browser extension': 'תוסף לדפדפן',
  'iOS app': 'אפליקציית iOS',
  'Android app': 'אפליקציית Android',
  website: 'אתר',
  '{wallet} {link} (opens in a new tab)': '{link} של {wallet} (נפתח בכרטיסייה חדשה)',
  'Close notification': 'סגירת ההתראה',
  'Notifications (Alt+T)': 'התראות (Alt+T)',
  'Dismiss alert': 'סגירת ההתראה',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'נדרשים סכום וכתובת נמען',
  'A token is required': 'יש לבחור טוקן',
  'Unsupported chain': 'השרשרת אינה נתמכת',
  'Leaves this wallet': 'יוצא מהארנק הזה',
  'Comes into this wallet': 'נכנס לארנק הזה',
  Fee: 'עמלה',
  'Signed by': 'נחתם על ידי',
  'Fee paid by': 'העמלה משולמת על ידי',
  'Could not be read': 'לא ניתן היה לקרוא',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'יש להזין את הסכום בספרות, עם נקודה לשברים (למשל 0.5)',
  'Enter an amount above 0': 'יש להזין סכום גדול מ-0',
  'Enter an amount like 100 or 49.99': 'יש להזין סכום כמו 100 או 49.99',
  'The purchase has not arrived yet. It can take a few minutes.':
    'הרכישה עדיין לא הגיעה. זה יכול לקחת כמה דקות.',
  'The provider’s page could not be opened. Try again.': 'לא ניתן היה לפתוח את הדף של הספק. יש לנסות שוב.',
  'Nothing can be bought on this network': 'אי אפשר לקנות דבר ברשת הזו',
  'Connect an EVM account to swap': 'יש לחבר חשבון EVM כדי להמיר',
  'Network not supported for Swaps': 'הרשת לא נתמכת להמרות',
  'Swaps are not offered in your region': 'המרות אינן זמינות באזור שלך',
  'You rejected the swap in your wallet': 'דחית את ההמרה בארנק',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'ההמרה נשלחה; היא עדיין לא אושרה. כדאי לבדוק בארנק לפני המרה נוספת.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'האישור וההמרה נכשלו בשרשרת (revert של שניהם יחד): שום דבר לא אושר או הומר, ועמלת הרשת שולמה.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'ההמרה נכשלה בשרשרת (revert): שום דבר לא הומר, ועמלת הרשת שולמה.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).': 'העמלה ({fee}) גבוהה מהתשלום ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'שיעור העמלה, {rate}, גבוה יותר מפי {factor} משיעור הרשת לבלוק הבא, {networkRate}.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'העמלה מחושבת לפי הסכומים שהאתר מציין עבור קלט {inputs}, שעליו חותמים חותמים אחרים ושום דבר לא מוכיח את הסכומים האלה: העמלה בפועל עשויה להיות שונה. מה שיוצא מהארנק הזה מדויק.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'העמלה מחושבת לפי הסכומים שהאתר מציין עבור הקלטים {inputs}, שעליהם חותמים חותמים אחרים ושום דבר לא מוכיח את הסכומים האלה: העמלה בפועל עשויה להיות שונה. מה שיוצא מהארנק הזה מדויק.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'לא ניתן היה לקרוא את שיעור העמלה של הרשת: יש להשוות את העמלה לזו שבארנק.',
  'Foyer will not ask your wallet to sign this.': 'Foyer לא יבקש מהארנק לחתום על זה.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'לעסקה אין פלטים: כל מה שהיא מוציאה היה הולך לעמלה.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'קלט {index}: ה-PSBT לא מציין מה הוא מוציא, ולכן לא ידוע מה יוצא מהארנק הזה.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'קלט {index} מוציא מטבעות של הארנק הזה בלי העסקה הקודמת שלו, ולכן אי אפשר לבדוק את הסכום שלו: העמלה המוצגת עלולה להיות רחוקה מהעמלה בפועל.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'קלט {index} מבקש {sighash}: החתימה של הארנק הזה לא תכסה את {part}, ולכן האתר יוכל לשנות אותם אחרי האישור.',
  'the outputs': 'הפלטים',
  'all but one output': 'כל הפלטים מלבד אחד',
  'the other inputs': 'הקלטים האחרים',
  'the outputs or the other inputs': 'הפלטים או הקלטים האחרים',
  'all but one output or the other inputs': 'כל הפלטים מלבד אחד או הקלטים האחרים',
  'what this review shows': 'מה שהסקירה הזו מציגה',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'לפי ה-PSBT קלט {index} מוציא {stated}, אבל העסקה הקודמת שלו משלמת {paid}: ה-PSBT סותר את עצמו.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'לפי ה-PSBT קלט {index} מוציא {stated}, אבל העסקה הקודמת שלו משלמת {paid} לסקריפט אחר: ה-PSBT סותר את עצמו.',
  "Unknown: the PSBT does not carry every input's amount": 'לא ידוע: ה-PSBT לא כולל את הסכום של כל קלט',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'לא ידוע: ה-PSBT לא מציין מה מוציא כל קלט של הארנק הזה',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'העסקה הזו משתמשת ב-durable nonce: תוקפה לא פג לעולם, ולכן אפשר לשלוח אותה בכל עת, גם זמן רב אחרי האישור.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'את העמלה משלם {payer}, לא הארנק הזה: מישהו אחר הכין את העסקה ומשלם עליה.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer לא יכול לדעת כמה SOL תעלה לך יצירת {account}.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'זה מעביר את החשבון שלך לתוכנית {program}: היא תוכל לקחת את כל ה-SOL שלך.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'הרשאה בלתי מוגבלת: {delegate} יוכל לקחת את כל הטוקנים ב-{account}, עכשיו או בהמשך.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} הופך לסמכות הבעלים של {account}: הוא יוכל לקחת את כל הטוקנים שבו.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} הופך לסמכות הסגירה של {account}: הוא יוכל לסגור אותו ולקחת את ה-SOL שלו.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} הופך לסמכות {kind} של {account}: הוא יוכל להשתמש בסמכות הזו כרצונו.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'סגירת {account} שולחת את ה-SOL שלו אל {destination}, לא לארנק הזה.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'ההשפעה של התוכנית {program} אינה ידועה: היא עלולה להעביר כל חלק מהכספים שלך.',
  'Foyer cannot read this transaction': 'Foyer לא יכול לקרוא את העסקה הזו',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer לא יכול לקרוא את טבלאות חיפוש הכתובות שהעסקה הזו משתמשת בהן',
  'Foyer cannot read an instruction of this transaction': 'Foyer לא יכול לקרוא הוראה של העסקה הזו',
  'Leaves this wallet (token account {address})': 'יוצא מהארנק הזה (חשבון טוקנים {address})',
  'Leaves this wallet (mint {address})': 'יוצא מהארנק הזה (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} יחידות גולמיות (ספרות עשרוניות לא ידועות)',
  '{amount} tokens': '{amount} טוקנים',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'הרשאה בלתי מוגבלת: {spender} יכול להוציא את כל ה-{name} של הארנק הזה (טוקן {token}), עכשיו ובהמשך, עד לביטול ההרשאה.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} יכול להעביר כל טוקן שהארנק הזה מחזיק באוסף {token}, עכשיו ובהמשך, עד לביטול.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'זה קורא לפונקציה {selector} של {contract}, ש-Foyer לא יכול לקרוא: היא עלולה להעביר כל אחד מהנכסים שלך.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'הרשאה בלתי מוגבלת: {spender} יכול להוציא את כל ה-{name} של הארנק הזה (טוקן {token}) מרגע החתימה.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'החתימה הזו מיועדת לשרשרת {chain}, לא ל-{network} (שרשרת {walletChain}) שבה נמצא הארנק: אפשר להשתמש בה בשרשרת האחרת.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'אין מינימום: ייתכן שתמורת {amount} ששולמו לא יתקבל דבר.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    'ה-{token} הולכים אל {receiver}: Foyer לא יכול לדעת אם זה החשבון שלך.',
  'The {token} go to {receiver}, not to your account.': 'ה-{token} הולכים אל {receiver}, לא לחשבון שלך.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'הנתב ממיר {symbol} רק דרך ה-WETH שלו ({weth}); המסלול הזה מתחיל ב-{token}: הנתב ידחה את ההמרה, ורק עמלת הרשת תשולם.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'הנתב ממיר {symbol} רק דרך ה-WETH שלו ({weth}); המסלול הזה מסתיים ב-{token}: הנתב ידחה את ההמרה, ורק עמלת הרשת תשולם.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'המועד האחרון ({deadline}) עבר: הנתב ידחה את ההמרה, ורק עמלת הרשת תשולם.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer לא יכול לתאר את הבקשה הזו במילים: יש לאשר רק אם האתר הזה אמין בעיניך במה שהוא מבקש.',
  'Foyer cannot read this request: {reason}.': 'Foyer לא יכול לקרוא את הבקשה הזו: {reason}.',
  'Send a Bitcoin transaction': 'שליחת עסקת ביטקוין',
  'Sign a Bitcoin transaction': 'חתימה על עסקת ביטקוין',
  Inputs: 'קלטים',
  Outputs: 'פלטים',
  'Signed by this wallet': 'נחתם על ידי הארנק הזה',
  'Back to this wallet': 'חוזר לארנק הזה',
  'the token': 'טוקן',
  tokens: 'טוקנים',
  mint: 'הטבעה',
  freeze: 'הקפאה',
  'transfer fee config': 'הגדרת עמלת ההעברה',
  'withheld withdraw': 'משיכת העמלות המעוכבות',
  'close mint': 'סגירת ה-mint',
  'interest rate': 'שיעור הריבית',
  'permanent delegate': 'נציג קבוע',
  'confidential transfer mint': 'mint של העברות חסויות',
  'transfer hook program': 'תוכנית ה-hook של ההעברה',
  'confidential transfer fee config': 'הגדרת עמלת העברות חסויות',
  'metadata pointer': 'מצביע המטא-דאטה',
  'group pointer': 'מצביע הקבוצה',
  'group member pointer': 'מצביע חבר הקבוצה',
  'scaled UI amount': 'הסכום המוצג המותאם',
  pause: 'השהיה',
  'Send a transaction': 'שליחת עסקה',
  'Sign a transaction': 'חתימה על עסקה',
  'Sign a message': 'חתימה על הודעה',
  'Sign typed data': 'חתימה על נתונים מובנים',
  'Send calls': 'שליחת קריאות',
  'Send 1 call': 'שליחת קריאה אחת',
  'Send {count} calls': 'שליחת {count} קריאות',
  'Sign {type}': 'חתימה על {type}',
  'Call {index}': 'קריאה {index}',
  'Call {index}: {heading}': 'קריאה {index}: {heading}',
  Sends: 'שולח',
  Moves: 'מעביר',
  Allowance: 'הרשאה',
  Operator: 'מפעיל',
  'Creates a contract': 'יוצר חוזה',
  Request: 'בקשה',
  Domain: 'דומיין',
  Message: 'הודעה',
  'Token permit (EIP-2612)': 'היתר טוקן (EIP-2612)',
  'Permit2 allowance': 'הרשאת Permit2',
  'Permit2 transfer': 'העברת Permit2',
  Instructions: 'הוראות',
  owner: 'הבעלים',
  close: 'הסגירה',
  'SOL transfer': 'העברת SOL',
  '{action} (paid by {payer})': '{action} (משולם על ידי {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'יוצר חשבון בגודל {bytes} בתים עבור התוכנית {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'יוצר חשבון בגודל {bytes} בתים עבור התוכנית {program} (seed "{seed}" של {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'העברת SOL מ-{from} (seed "{seed}" של {base}, תוכנית {program})',
  'Hands the account to program {program}': 'מעביר את החשבון לתוכנית {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'מעביר את החשבון (seed "{seed}" של {base}) לתוכנית {program}',
  'Gives the account {bytes} bytes of data': 'נותן לחשבון {bytes} בתים של נתונים',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'נותן לחשבון {bytes} בתים (seed "{seed}" של {base}) ומעביר אותו לתוכנית {program}',
  'Advances the durable nonce of this account': 'מקדם את ה-nonce הקבוע של החשבון הזה',
  'Withdraws SOL from nonce account {nonce}': 'מושך SOL מחשבון ה-nonce {nonce}',
  'Makes this a nonce account of {authority}': 'הופך את זה לחשבון nonce של {authority}',
  'Becomes the authority of nonce account {nonce}': 'הופך לסמכות של חשבון ה-nonce {nonce}',
  'Upgrades this nonce account': 'משדרג את חשבון ה-nonce הזה',
  'Token transfer of mint {mint} from {source}': 'העברת טוקנים של ה-mint {mint} מ-{source}',
  'Token transfer from {source}': 'העברת טוקנים מ-{source}',
  'May spend tokens of mint {mint} from {source}': 'יכול להוציא טוקנים של ה-mint {mint} מ-{source}',
  'May spend tokens from {source}': 'יכול להוציא טוקנים מ-{source}',
  'Burns tokens of mint {mint}': 'שורף טוקנים של ה-mint {mint}',
  'Mints new tokens of mint {mint}': 'מטביע טוקנים חדשים של ה-mint {mint}',
  'Becomes the {kind} authority of {account}': 'הופך לסמכות {kind} של {account}',
  'Removes the {kind} authority of this account for good': 'מסיר לצמיתות את סמכות {kind} של החשבון הזה',
  'Closes token account {account}; its SOL goes to this address':
    'סוגר את חשבון הטוקנים {account}; ה-SOL שלו עובר לכתובת הזו',
  'Cancels the allowance on this token account': 'מבטל את ההרשאה על חשבון הטוקנים הזה',
  'Freezes this token account of mint {mint}': 'מקפיא את חשבון הטוקנים הזה של ה-mint {mint}',
  'Unfreezes this token account of mint {mint}': 'מפשיר את חשבון הטוקנים הזה של ה-mint {mint}',
  'Updates the wrapped SOL balance of this token account': 'מעדכן את יתרת ה-SOL העטוף של חשבון הטוקנים הזה',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'מקים חשבון טוקנים של ה-mint {mint}, בבעלות {owner}',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'יוצר mint עם {decimals} ספרות עשרוניות; סמכות הטבעה {authority}, סמכות הקפאה {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'יוצר mint עם {decimals} ספרות עשרוניות; סמכות הטבעה {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'יוצר את חשבון הטוקנים של {wallet} עבור ה-mint {mint}: הוראה קודמת יוצרת אותו, לא משולם דבר',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'יוצר את חשבון הטוקנים של {wallet} עבור ה-mint {mint}: הוא כבר קיים, לא משולם דבר',
  'Creates the token account of {wallet} for mint {mint}':
    'יוצר את חשבון הטוקנים של {wallet} עבור ה-mint {mint}',
  'Sets the compute limit to {units} units': 'קובע את מגבלת החישוב ל-{units} יחידות',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'קובע את עמלת העדיפות ל-{price} מיקרו-למפורטים ליחידת חישוב',
  'Asks for a heap of {bytes} bytes': 'מבקש heap בגודל {bytes} בתים',
  "Limits the accounts' data to {bytes} bytes": 'מגביל את נתוני החשבונות ל-{bytes} בתים',
  'Memo: {memo}': 'תזכיר: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'קורא לתוכנית ש-Foyer לא יכול לקרוא, עם החשבון שלך: השפעה לא ידועה, היא עלולה להעביר כל חלק מהכספים שלך',
  'Calls a program Foyer cannot read (it is not given your account)':
    'קורא לתוכנית ש-Foyer לא יכול לקרוא (החשבון שלך לא נמסר לה)',
  'A transaction Foyer cannot read': 'עסקה ש-Foyer לא יכול לקרוא',
  'Receives {name} from this wallet': 'מקבל {name} מהארנק הזה',
  'Receives {name} taken from {from}': 'מקבל {name} שנלקח מ-{from}',
  'May move token #{id} of this wallet’s {name}': 'יכול להעביר את טוקן מס׳ {id} של {name} מהארנק הזה',
  'May spend this wallet’s {name}': 'יכול להוציא את ה-{name} של הארנק הזה',
  '{router} may spend this wallet’s {name}': '{router} יכול להוציא את ה-{name} של הארנק הזה',
  '{action} (added to what it may already spend)': '{action} (בנוסף למה שכבר מותר לו להוציא)',
  'May move every token this wallet holds in {name} ({token})':
    'יכול להעביר כל טוקן שהארנק הזה מחזיק ב-{name} ({token})',
  'May no longer move this wallet’s tokens in {name}': 'כבר לא יכול להעביר את הטוקנים של הארנק הזה ב-{name}',
  'Receives token #{id} of {name} taken from {from}': 'מקבל את טוקן מס׳ {id} של {name} שנלקח מ-{from}',
  'With {bytes} bytes of data for the receiver': 'עם {bytes} בתים של נתונים עבור הנמען',
  'Deploys {bytes} bytes of code': 'פורס {bytes} בתים של קוד',
  '{router} (declared by this network)': '{router} (מוצהר על ידי הרשת הזו)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'קורא לחוזה (לא מאומת): הוא עלול להעביר כל אחד מהנכסים שלך · פונקציה {selector}',
  'Token contract ({symbol})': 'חוזה הטוקן ({symbol})',
  'Token contract': 'חוזה הטוקן',
  'The Uniswap router': 'הנתב של Uniswap',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'הרשת לא מסרה את הספרות העשרוניות של הטוקן הזה: יחידות גולמיות',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'המרה של {paid} בדיוק תמורת כל כמות של {token} (אין מינימום: ייתכן שלא תקבל דבר)',
  'Swap exactly {paid} for at least {received}': 'המרה של {paid} בדיוק תמורת {received} לפחות',
  'Swap at most {paid} for exactly {received}': 'המרה של {paid} לכל היותר תמורת {received} בדיוק',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'המרה של {paid} לכל היותר תמורת {received} בדיוק (מה שלא נוצל חוזר לשולח)',
  'Wraps the {symbol} paid ({token})': 'עוטף את ה-{symbol} ששולם ({token})',
  'Pays {token}': 'משלם {token}',
  'Unwrapped into {symbol} ({token})': 'נפתח ל-{symbol} ({token})',
  'Receives {token}': 'מקבל {token}',
  'Through {token}': 'דרך {token}',
  'Receives {amount}: this wallet': 'מקבל {amount}: הארנק הזה',
  'Receives {amount}: NOT this wallet': 'מקבל {amount}: לא הארנק הזה',
  'any amount of {token}': 'כל כמות של {token}',
  'at least {amount}': '{amount} לפחות',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'לטוקנים שגובים עמלה בהעברה: הגבול נבדק לפי מה שמגיע',
  'No deadline: the router accepts it at any time, at whatever price then':
    'אין מועד אחרון: הנתב מקבל אותה בכל עת, בכל מחיר שיהיה אז',
  'Valid until {deadline}': 'בתוקף עד {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'יכול להוציא את ה-{name} של הארנק הזה (טוקן {token}), {until}',
  'no end date (0)': 'ללא תאריך סיום (0)',
  'never expires': 'לעולם אינו פג',
  'until {date}': 'עד {date}',
  '{amount} raw units': '{amount} יחידות גולמיות',
  'unlimited {token}': 'כמות בלתי מוגבלת של {token}',
  'all tokens': 'כל הטוקנים',
  none: 'אף טוקן',
  'token #{id}': 'טוקן מס׳ {id}',
  '{count} × token #{id}': '{count} × טוקן מס׳ {id}',
  'at most {amount}': 'לכל היותר {amount}',
  Unlimited: 'בלתי מוגבל',
  'Up to {amount}': 'עד {amount}',
  'Its rent (amount unknown: the mint has extensions)': 'דמי השכירות שלו (הסכום לא ידוע: ל-mint יש הרחבות)',
  'All of its SOL (amount unknown)': 'כל ה-SOL שלו (הסכום לא ידוע)',
  'Amount unknown': 'הסכום לא ידוע',
} satisfies Dictionary
