import type { Dictionary } from '../dictionary.js'

// Thai. Thai ends a sentence with no full stop, a space between sentences. Product and protocol names
// (WalletConnect, Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'ไม่พบเครือข่าย',
  'Network not found': 'ไม่พบเครือข่าย',
  'Invalid App Configuration': 'การกำหนดค่าแอปไม่ถูกต้อง',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'ต้นทางไม่อยู่ในรายการที่อนุญาต: เพิ่มต้นทางนี้ในโปรเจกต์ของคุณบนแดชบอร์ด',
  'Network Error': 'ข้อผิดพลาดของเครือข่าย',
  'Failed to load the embedded wallet.': 'โหลดกระเป๋าเงินในตัวไม่สำเร็จ',
  'Embedded Wallet Request Timed Out': 'คำขอไปยังกระเป๋าเงินในตัวหมดเวลา',
  'The embedded wallet did not answer in time.': 'กระเป๋าเงินในตัวไม่ตอบกลับภายในเวลาที่กำหนด',
  'Session Expired': 'เซสชันหมดอายุ',
  'Your session expired: connect again.': 'เซสชันของคุณหมดอายุแล้ว: โปรดเชื่อมต่ออีกครั้ง',
  'Invalid Project ID': 'รหัสโปรเจกต์ไม่ถูกต้อง',
  'The project id was refused: check it on the dashboard.': 'รหัสโปรเจกต์ถูกปฏิเสธ: โปรดตรวจสอบบนแดชบอร์ด',
  'Project ID Not Configured': 'ยังไม่ได้ตั้งค่ารหัสโปรเจกต์',
  'No project id is set: remote features are off (basic mode).':
    'ยังไม่ได้ตั้งรหัสโปรเจกต์: ฟีเจอร์ระยะไกลปิดอยู่ (โหมดพื้นฐาน)',
  'No Allowed Origins': 'ไม่มีต้นทางที่อนุญาต',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'อ่านต้นทางที่อนุญาตของโปรเจกต์นี้ไม่ได้เลย: เพิ่มต้นทางของเว็บไซต์นี้ในโปรเจกต์ การเข้าสู่ระบบด้วยอีเมลและโซเชียลอาจใช้งานไม่ได้ที่นี่',
  'Server Error': 'ข้อผิดพลาดของเซิร์ฟเวอร์',
  'The server answered with an error.': 'เซิร์ฟเวอร์ตอบกลับด้วยข้อผิดพลาด',
  'Rate Limited': 'เกินขีดจำกัดคำขอ',
  'Too many requests: try again later.': 'คำขอมากเกินไป: โปรดลองอีกครั้งภายหลัง',
  'iframe load failed': 'โหลด iframe ไม่สำเร็จ',
  'The login frame did not load.': 'เฟรมเข้าสู่ระบบโหลดไม่สำเร็จ',
  'iframe request timeout': 'คำขอ iframe หมดเวลา',
  'The login frame did not answer in time.': 'เฟรมเข้าสู่ระบบไม่ตอบกลับภายในเวลาที่กำหนด',
  'unverified domain': 'โดเมนที่ยังไม่ได้ยืนยัน',
  'This domain is not verified.': 'โดเมนนี้ยังไม่ได้รับการยืนยัน',
  'Multi-Wallet Not Enabled': 'ไม่ได้เปิดใช้หลายกระเป๋าเงิน',
  'This site connects one wallet at a time.': 'เว็บไซต์นี้เชื่อมต่อกระเป๋าเงินได้ครั้งละหนึ่งใบ',
  'Local configuration ignored': 'ละเว้นการกำหนดค่าในเครื่อง',
  'Remote configuration loaded: local feature settings are ignored.':
    'โหลดการกำหนดค่าระยะไกลแล้ว: การตั้งค่าฟีเจอร์ในเครื่องจะถูกละเว้น',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'การกำหนดค่าในเครื่องสำหรับ {features} ถูกละเว้นเนื่องจากโหลดการกำหนดค่าระยะไกลแล้ว: จัดการฟีเจอร์เหล่านี้บนแดชบอร์ดของโปรเจกต์',
  'Session not yet valid': 'เซสชันยังไม่มีผล',
  "The device clock is behind: check the device's date and time.":
    'นาฬิกาของอุปกรณ์เดินช้า: โปรดตรวจสอบวันที่และเวลาของอุปกรณ์',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'การอนุมัติส่งไปที่ {to} ไม่ใช่สัญญา {symbol} {token}',
  "the approval sends {wei} wei of the network's coin": 'การอนุมัติส่งเหรียญของเครือข่าย {wei} wei',
  'the approval is not an approval of exactly {amount}': 'การอนุมัตินี้ไม่ใช่การอนุมัติจำนวน {amount} พอดี',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'การอนุมัติให้ {spender} ใช้จ่ายได้ ไม่ใช่เราเตอร์สวอปของเครือข่าย {router}',
  'the swap is sent from {from}, not from {account}': 'การสลับถูกส่งจาก {from} ไม่ใช่จาก {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'การสลับส่งเหรียญของเครือข่าย {wei} wei ไม่ใช่ {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'การสลับส่งไปที่ {to} ไม่ใช่ {spender} ที่การอนุมัติให้ใช้จ่ายได้',
  "the swap goes to {to}, not to the network's swap router {router}":
    'การสลับส่งไปที่ {to} ไม่ใช่เราเตอร์สวอปของเครือข่าย {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'การสลับนี้ไม่ใช่การสลับแบบระบุจำนวนแน่นอนของเราเตอร์',
  'the swap ({function}) does not pay {from} for {to}': 'การสลับ ({function}) ไม่ได้จ่าย {from} เพื่อรับ {to}',
  'the swap pays {amount}, not the amount shown': 'การสลับจ่าย {amount} ไม่ใช่จำนวนที่แสดง',
  "the swap's path starts at {address}, not at {symbol}": 'เส้นทางของการสลับเริ่มที่ {address} ไม่ใช่ {symbol}',
  "the swap's path ends at {address}, not at {symbol}": 'เส้นทางของการสลับจบที่ {address} ไม่ใช่ {symbol}',
  'the swap pays what it gives to {to}, not to {account}': 'การสลับจ่ายสิ่งที่ได้ให้ {to} ไม่ใช่ {account}',
  'the swap’s deadline has passed': 'เลยกำหนดเวลาของการสลับแล้ว',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'รหัสสถานะ HTTP: {status}',
  'Please try again after {seconds} seconds': 'โปรดลองอีกครั้งในอีก {seconds} วินาที',
  'Error registering name {name}': 'เกิดข้อผิดพลาดในการลงทะเบียนชื่อ {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin ไม่ส่งต่อการชำระเงินที่น้อยขนาดนี้ ส่งอย่างน้อย {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'การโอนล้มเหลวบนเครือข่าย ({error}) และได้จ่ายค่าธรรมเนียมไปแล้ว',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'โหลดโทเค็นสำหรับสวอปไม่ได้: {reason}',
  'Could not get a quote for {from} → {to}: {reason}': 'ขอราคาสำหรับ {from} → {to} ไม่ได้: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'ไม่มีราคาสำหรับ {from} → {to}: บริการสวอปไม่มีเส้นทางให้',
  'Could not read your {symbol} balance from the chain': 'อ่านยอดคงเหลือ {symbol} ของคุณจากเชนไม่ได้',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'ประมาณค่าธรรมเนียมเครือข่ายไม่ได้ ปุ่มสูงสุดจึงเว้นค่าธรรมเนียมไว้ไม่ได้: พิมพ์จำนวนเองและเหลือไว้สำหรับค่าธรรมเนียม',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'อ่านไม่ได้ว่ากระดานแลกเปลี่ยนใช้ {symbol} ได้เท่าไร: {reason}',
  'You rejected the approval of {symbol} in your wallet': 'คุณปฏิเสธการอนุมัติ {symbol} ในกระเป๋าเงินของคุณ',
  'The approval of {symbol} failed: {reason}': 'การอนุมัติ {symbol} ล้มเหลว: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    'ส่งการอนุมัติ {symbol} แล้ว แต่ไม่ได้รับการยืนยันทันเวลา',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'การอนุมัติ {symbol} ล้มเหลวบนเชน (ถูกย้อนกลับ): ไม่ได้ส่งการสวอป ชำระค่าธรรมเนียมเครือข่ายแล้ว',
  'Could not build the swap: {reason}': 'สร้างการสวอปไม่ได้: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'บริการสวอปสร้างธุรกรรมที่ไม่ใช่การสวอปที่แสดง จึงไม่ได้ส่ง: {details}',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'ราคาเปลี่ยนไป: การสวอปจะได้น้อยกว่า {minimum} (ขั้นต่ำที่แสดง, สลิปเพจ {slippage} %) โปรดตรวจสอบราคาใหม่',
  'The swap failed: {reason}': 'การสวอปล้มเหลว: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'คุณปฏิเสธการอนุมัติ {symbol} และการสวอปในกระเป๋าเงินของคุณ',
  'The approval of {symbol} and the swap failed: {reason}': 'การอนุมัติ {symbol} และการสวอปล้มเหลว: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'การอนุมัติ {symbol} และการสวอปล้มเหลว: {reason} ไม่มีการอนุมัติหรือสวอปใดๆ',
  'the swap service did not answer': 'บริการสวอปไม่ตอบกลับ',
  'the wallet could not send it': 'กระเป๋าเงินส่งไม่ได้',
  'the wallet could not send them': 'กระเป๋าเงินส่งทั้งสองรายการไม่ได้',
  'the chain does not show it': 'เชนไม่แสดงรายการนี้',
  'You hold no {symbol}': 'คุณไม่มี {symbol}',

  // The modal's frame
  Back: 'ย้อนกลับ',
  Close: 'ปิด',
  'This step must be completed before closing': 'ต้องทำขั้นตอนนี้ให้เสร็จก่อนปิด',

  // View titles (the header), one per view
  'Connect wallet': 'เชื่อมต่อกระเป๋าเงิน',
  Account: 'บัญชี',
  'All wallets': 'กระเป๋าเงินทั้งหมด',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'เครือข่ายที่ไม่รองรับ',
  'Choose network': 'เลือกเครือข่าย',
  'Get a wallet': 'ดาวน์โหลดกระเป๋าเงิน',
  'Switch network': 'สลับเครือข่าย',
  'Switch chain': 'สลับเชน',
  'Choose a name': 'เลือกชื่อ',
  'Name registered': 'ลงทะเบียนชื่อแล้ว',
  'Email login': 'เข้าสู่ระบบด้วยอีเมล',
  'Update email': 'เปลี่ยนอีเมล',
  'Social login': 'เข้าสู่ระบบด้วยโซเชียล',
  Farcaster: 'Farcaster',
  Wallets: 'กระเป๋าเงิน',
  'Buy crypto': 'ซื้อคริปโต',
  Receive: 'รับ',
  Send: 'ส่ง',
  'Sign in': 'ลงชื่อเข้าใช้',
  Swap: 'สวอป',
  Pay: 'ชำระเงิน',
  'Approve transaction': 'อนุมัติธุรกรรม',

  // Shared
  'Try again': 'ลองอีกครั้ง',
  Cancel: 'ยกเลิก',
  'Loading…': 'กำลังโหลด…',
  Copied: 'คัดลอกแล้ว',
  "Couldn't copy": 'คัดลอกไม่สำเร็จ',
  'Copy address': 'คัดลอกที่อยู่',
  'Copy link': 'คัดลอกลิงก์',

  // The page's buttons
  'Connecting…': 'กำลังเชื่อมต่อ…',
  'Select network': 'เลือกเครือข่าย',

  // Connect
  'Loading sign-in options…': 'กำลังโหลดตัวเลือกการลงชื่อเข้าใช้…',
  'New to wallets?': 'เพิ่งเริ่มใช้กระเป๋าเงิน?',
  'Get one': 'ดาวน์โหลดกระเป๋าเงิน',
  Recent: 'ล่าสุด',
  Installed: 'ติดตั้งแล้ว',
  Featured: 'แนะนำพิเศษ',
  'More wallets': 'กระเป๋าเงินอื่นๆ',
  External: 'ภายนอก',
  Recommended: 'แนะนำ',
  'Continue with email': 'ดำเนินการต่อด้วยอีเมล',
  'Continue with a social account': 'ดำเนินการต่อด้วยบัญชีโซเชียล',
  'Continue with {provider}': 'ดำเนินการต่อด้วย {provider}',

  // All wallets
  'Search wallets': 'ค้นหากระเป๋าเงิน',
  Search: 'ค้นหา',
  'Certified only': 'เฉพาะที่ได้รับการรับรอง',
  Certified: 'ได้รับการรับรอง',
  'Loading wallets': 'กำลังโหลดกระเป๋าเงิน',
  'Loading more wallets': 'กำลังโหลดกระเป๋าเงินเพิ่มเติม',
  'No wallet found': 'ไม่พบกระเป๋าเงิน',
  'Nothing matches “{query}”.': 'ไม่พบรายการที่ตรงกับ “{query}”',
  'Nothing matches “{query}” among certified wallets.': 'ไม่พบรายการที่ตรงกับ “{query}” ในกระเป๋าเงินที่ได้รับการรับรอง',
  'The directory has no wallets.': 'ไดเรกทอรีไม่มีกระเป๋าเงิน',
  'The directory has no wallets among certified wallets.': 'ไดเรกทอรีไม่มีกระเป๋าเงินที่ได้รับการรับรอง',
  'one: {count} wallet|other: {count} wallets': 'other: กระเป๋าเงิน {count} รายการ',
  'Wallet directory not configured': 'ยังไม่ได้ตั้งค่าไดเรกทอรีกระเป๋าเงิน',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'การเรียกดูและค้นหากระเป๋าเงินทั้งหมดต้องใช้ไดเรกทอรีกระเป๋าเงิน: ตั้งค่ารหัสโปรเจกต์และ URL ของ API',

  // Account
  'Approve the request in your wallet.': 'อนุมัติคำขอในกระเป๋าเงินของคุณ',
  'Network:': 'เครือข่าย:',
  'Email:': 'อีเมล:',
  Update: 'เปลี่ยน',
  'Smart account': 'บัญชีอัจฉริยะ',
  'Switch to smart account': 'สลับไปใช้บัญชีอัจฉริยะ',
  'Switching to your smart account…': 'กำลังสลับไปใช้บัญชีอัจฉริยะของคุณ…',
  Wallet: 'กระเป๋าเงิน',
  'Wallets:': 'กระเป๋าเงิน:',
  'View on explorer': 'ดูใน Explorer',
  Disconnect: 'ยกเลิกการเชื่อมต่อ',
  Accounts: 'บัญชี',
  Payment: 'การชำระเงิน',
  Ordinals: 'Ordinals',
  'Copy payment address': 'คัดลอกที่อยู่สำหรับชำระเงิน',
  'Copy ordinals address': 'คัดลอกที่อยู่ Ordinals',
  'Other addresses': 'ที่อยู่อื่นๆ',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'เครือข่ายที่ยังไม่ได้เชื่อมต่อ',
  'Switch to {network}': 'สลับไปที่ {network}',
  'Loading balance…': 'กำลังโหลดยอดคงเหลือ…',
  'Balance unavailable': 'ไม่สามารถแสดงยอดคงเหลือ',
  Tokens: 'โทเค็น',
  Total: 'รวม',
  Unknown: 'ไม่ทราบ',
  'Loading tokens…': 'กำลังโหลดโทเค็น…',
  'Token balances are unavailable.': 'ไม่สามารถแสดงยอดคงเหลือของโทเค็น',
  'No tokens on this network yet.': 'ยังไม่มีโทเค็นในเครือข่ายนี้',
  NFTs: 'NFT',
  'Loading NFTs…': 'กำลังโหลด NFT…',
  'NFTs are unavailable.': 'ไม่สามารถแสดง NFT',
  'No NFTs on this network yet.': 'ยังไม่มี NFT ในเครือข่ายนี้',
  Activity: 'กิจกรรม',
  'Loading activity…': 'กำลังโหลดกิจกรรม…',
  'No activity on this network yet.': 'ยังไม่มีกิจกรรมในเครือข่ายนี้',
  'Show more': 'แสดงเพิ่มเติม',
  Failed: 'ล้มเหลว',
  Pending: 'รอดำเนินการ',

  // Networks, switching, connecting
  Networks: 'เครือข่าย',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'กระเป๋าเงินของคุณอยู่บนเครือข่ายที่แอปนี้ไม่รองรับ เลือกเครือข่ายด้านล่าง',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'แอปนี้ไม่รองรับเครือข่ายปัจจุบันของคุณ สลับไปยังเครือข่ายที่ใช้ได้เพื่อดำเนินการต่อ',
  'the network': 'เครือข่าย',
  'Approve in wallet': 'อนุมัติในกระเป๋าเงิน',
  'Switch to {network} in {wallet}': 'สลับไปที่ {network} ใน {wallet}',
  'Switched to {network}': 'สลับไปที่ {network} แล้ว',
  'your wallet': 'กระเป๋าเงินของคุณ',
  'Connected to {wallet}': 'เชื่อมต่อกับ {wallet} แล้ว',
  'Continue in {wallet}': 'ดำเนินการต่อใน {wallet}',
  'Accept the connection request in your wallet.': 'ยอมรับคำขอเชื่อมต่อในกระเป๋าเงินของคุณ',
  '{namespace} wallet needed': 'ต้องใช้กระเป๋าเงิน {namespace}',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'หากต้องการใช้ {network} ให้เชื่อมต่อกระเป๋าเงินที่รองรับเครือข่าย {namespace}',
  'Your current wallet is on {namespace}.': 'กระเป๋าเงินปัจจุบันของคุณอยู่บน {namespace}',

  // Connecting over WalletConnect
  wallet: 'กระเป๋าเงิน',
  'Approved in {wallet}': 'อนุมัติใน {wallet} แล้ว',
  'Scan with {wallet}': 'สแกนด้วย {wallet}',
  'Scan with your phone': 'สแกนด้วยโทรศัพท์',
  'Reconnecting to WalletConnect…': 'กำลังเชื่อมต่อ WalletConnect อีกครั้ง…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} จะเปิดเว็บไซต์นี้ในเบราว์เซอร์ของตัวเอง และเชื่อมต่อได้โดยตรงจากที่นั่น',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'กระเป๋าเงินของคุณจะเปิดเว็บไซต์นี้ในเบราว์เซอร์ของตัวเอง และเชื่อมต่อได้โดยตรงจากที่นั่น',
  'Open in {wallet}': 'เปิดใน {wallet}',
  'Open {wallet}': 'เปิด {wallet}',
  'Preparing the link…': 'กำลังเตรียมลิงก์…',
  'Waiting for the WalletConnect relay to create a pairing code…': 'กำลังรอรีเลย์ของ WalletConnect สร้างรหัสจับคู่…',
  'Approve the connection in your wallet, then come back here.': 'อนุมัติการเชื่อมต่อในกระเป๋าเงินของคุณ แล้วกลับมาที่นี่',
  'Get a new link': 'รับลิงก์ใหม่',
  'Wallet not opening? Copy the link': 'กระเป๋าเงินไม่เปิด? คัดลอกลิงก์',
  'Copy the link into your wallet': 'คัดลอกลิงก์ไปวางในกระเป๋าเงินของคุณ',
  'QR code to connect {wallet}': 'คิวอาร์โค้ดสำหรับเชื่อมต่อ {wallet}',
  'QR code to connect your wallet': 'คิวอาร์โค้ดสำหรับเชื่อมต่อกระเป๋าเงินของคุณ',
  "Scan it with your phone's camera or your wallet's scanner.": 'สแกนด้วยกล้องโทรศัพท์หรือเครื่องสแกนของกระเป๋าเงิน',
  "Can't scan? Copy the link": 'สแกนไม่ได้? คัดลอกลิงก์',
  'Get a new QR code': 'รับคิวอาร์โค้ดใหม่',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'ดูกระเป๋าเงินทั้งหมด',
  'No wallet to suggest': 'ไม่มีกระเป๋าเงินที่จะแนะนำ',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'ไดเรกทอรีกระเป๋าเงินไม่ได้ระบุว่าจะรับกระเป๋าเงินได้จากที่ใด ลองหาแอปกระเป๋าเงินใน App Store ของโทรศัพท์ หรือหาส่วนขยายกระเป๋าเงินในร้านส่วนขยายของเบราว์เซอร์',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'กระเป๋าเงินใช้เก็บคริปโตของคุณและลงชื่อเข้าใช้แอปแบบนี้ได้โดยไม่ต้องจำรหัสผ่าน รับกระเป๋าเงินแล้วกลับมาที่นี่เพื่อเชื่อมต่อ',
  'Loading wallets…': 'กำลังโหลดกระเป๋าเงิน…',
  Extension: 'ส่วนขยาย',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'เว็บไซต์',
  'browser extension': 'ส่วนขยายเบราว์เซอร์',
  'iOS app': 'แอป iOS',
  'Android app': 'แอป Android',
  website: 'เว็บไซต์',
  '{wallet} {link} (opens in a new tab)': '{link} ของ {wallet} (เปิดในแท็บใหม่)',
  'Close notification': 'ปิดการแจ้งเตือน',
  'Notifications (Alt+T)': 'การแจ้งเตือน (Alt+T)',
  'Dismiss alert': 'ปิดการแจ้งเตือน',

  // Email, social and Farcaster login
  Continue: 'ดำเนินการต่อ',
  'No code?': 'ไม่ได้รับรหัส?',
  'Send another': 'ส่งอีกครั้ง',
  'Your email': 'อีเมลของคุณ',
  'Enter the code sent to {email}': 'ป้อนรหัสที่ส่งไปยัง {email}',
  'Sending a code to {email}…': 'กำลังส่งรหัสไปยัง {email}…',
  'Approve this device from the email sent to {email}.': 'อนุมัติอุปกรณ์นี้จากอีเมลที่ส่งไปยัง {email}',
  'Checking the code…': 'กำลังตรวจสอบรหัส…',
  'Signing you in…': 'กำลังลงชื่อเข้าใช้…',
  'Email login is not set up': 'ยังไม่ได้ตั้งค่าการเข้าสู่ระบบด้วยอีเมล',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'เว็บไซต์นี้ไม่มีกระเป๋าเงินในตัวสำหรับลงชื่อเข้าใช้ด้วยอีเมล โปรดเชื่อมต่อกระเป๋าเงินแทน',
  'New email': 'อีเมลใหม่',
  'your new email': 'อีเมลใหม่ของคุณ',
  'One moment…': 'สักครู่…',
  'This site has no embedded wallet whose email could change.': 'เว็บไซต์นี้ไม่มีกระเป๋าเงินในตัวที่เปลี่ยนอีเมลได้',
  'Taking you to {provider}…': 'กำลังพาคุณไปที่ {provider}…',
  'Logging you in with {provider}…': 'กำลังเข้าสู่ระบบด้วย {provider}…',
  'Logged in with {provider}.': 'เข้าสู่ระบบด้วย {provider} แล้ว',
  'Log in with {provider} in the window that opened.': 'เข้าสู่ระบบด้วย {provider} ในหน้าต่างที่เปิดขึ้น',
  'Social login is not set up': 'ยังไม่ได้ตั้งค่าการเข้าสู่ระบบด้วยโซเชียล',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'เว็บไซต์นี้ไม่มีกระเป๋าเงินในตัวสำหรับลงชื่อเข้าใช้ด้วยบัญชีโซเชียล โปรดเชื่อมต่อกระเป๋าเงินแทน',
  'QR code to log in with Farcaster': 'คิวอาร์โค้ดสำหรับเข้าสู่ระบบด้วย Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'สแกนด้วยกล้องโทรศัพท์ แล้วอนุมัติการลงชื่อเข้าใช้ในแอป Farcaster',
  'Loading your Farcaster account…': 'กำลังโหลดบัญชี Farcaster ของคุณ…',
  'Farcaster login is not set up': 'ยังไม่ได้ตั้งค่าการเข้าสู่ระบบด้วย Farcaster',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'เว็บไซต์นี้ไม่มีกระเป๋าเงินในตัวสำหรับลงชื่อเข้าใช้ด้วย Farcaster โปรดเชื่อมต่อกระเป๋าเงินแทน',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'กำลังลงชื่อเข้าใช้',
  'This site': 'เว็บไซต์นี้',
  '{app} needs to connect to your wallet': '{app} ต้องการเชื่อมต่อกับกระเป๋าเงินของคุณ',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'ลงนามข้อความนี้เพื่อยืนยันว่าคุณเป็นเจ้าของ {address} ไม่มีค่าใช้จ่ายและไม่มีการส่งธุรกรรม',
  'Approve the signature in your wallet': 'อนุมัติการลงนามในกระเป๋าเงินของคุณ',
  Sign: 'ลงนาม',
  'Message to sign': 'ข้อความที่จะลงนาม',
  'No transaction to approve': 'ไม่มีธุรกรรมที่ต้องอนุมัติ',
  'Nothing is waiting for your approval.': 'ไม่มีรายการที่รอการอนุมัติจากคุณ',
  Warnings: 'คำเตือน',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'other: ยังมีอีก {count} ธุรกรรมรออยู่หลังจากรายการนี้',
  'Approve the transaction in your wallet': 'อนุมัติธุรกรรมในกระเป๋าเงินของคุณ',
  Approve: 'อนุมัติ',
  Decline: 'ปฏิเสธ',
  Done: 'เสร็จสิ้น',
  '{namespace} wallets': 'กระเป๋าเงิน {namespace}',
  'No wallet connected.': 'ไม่มีกระเป๋าเงินที่เชื่อมต่ออยู่',
  'Connected wallets': 'กระเป๋าเงินที่เชื่อมต่อ',
  Active: 'ใช้งานอยู่',
  'Switch to {wallet}': 'สลับไปที่ {wallet}',
  Switch: 'สลับ',
  'Disconnect {wallet}': 'ยกเลิกการเชื่อมต่อ {wallet}',
  'Recent wallets': 'กระเป๋าเงินล่าสุด',
  'Connect {wallet}': 'เชื่อมต่อ {wallet}',
  Connect: 'เชื่อมต่อ',
  'Remove {wallet}': 'นำ {wallet} ออก',
  Remove: 'นำออก',
  'Add wallet': 'เพิ่มกระเป๋าเงิน',
  'Multi-wallet is not set up on this site.': 'เว็บไซต์นี้ยังไม่ได้ตั้งค่าการใช้หลายกระเป๋าเงิน',
  'Your account now goes by this name.': 'บัญชีของคุณใช้ชื่อนี้แล้ว',
  'Back to account': 'กลับไปที่บัญชี',
  'Names are not set up': 'ยังไม่ได้ตั้งค่าชื่อ',
  'This site does not register names for accounts.': 'เว็บไซต์นี้ไม่ได้ลงทะเบียนชื่อให้บัญชี',
  'Registering {name}…': 'กำลังลงทะเบียน {name}…',
  Name: 'ชื่อ',
  Register: 'ลงทะเบียน',
  'At least 4 letters, digits or hyphens.': 'ตัวอักษร ตัวเลข หรือขีดกลาง อย่างน้อย 4 ตัว',
  Suggestions: 'ชื่อที่แนะนำ',
  Taken: 'มีผู้ใช้แล้ว',
  Available: 'ว่าง',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': 'ไม่มีบัญชีที่เชื่อมต่ออยู่',
  'Connect a wallet to receive funds.': 'เชื่อมต่อกระเป๋าเงินเพื่อรับเงิน',
  'QR code of your address': 'คิวอาร์โค้ดของที่อยู่คุณ',
  'Send only on {network}': 'ส่งบน {network} เท่านั้น',
  'This address also receives on {networks}': 'ที่อยู่นี้รับบน {networks} ได้ด้วย',
  'Sending is not set up': 'ยังไม่ได้ตั้งค่าการส่ง',
  'This site does not send from the modal.': 'เว็บไซต์นี้ไม่ได้ส่งจากหน้าต่างนี้',
  'Approve the transaction in your wallet.': 'อนุมัติธุรกรรมในกระเป๋าเงินของคุณ',
  Token: 'โทเค็น',
  Amount: 'จำนวน',
  'Amount in {symbol}': 'จำนวนเป็น {symbol}',
  Max: 'สูงสุด',
  To: 'ถึง',
  'Address or name': 'ที่อยู่หรือชื่อ',
  '{name} is': 'ที่อยู่ของ {name}:',
  'Network fee': 'ค่าธรรมเนียมเครือข่าย',
  'Up to {fee}': 'สูงสุด {fee}',
  'Receiver gets': 'ผู้รับจะได้รับ',
  'Checking the balance and the network fee…': 'กำลังตรวจสอบยอดคงเหลือและค่าธรรมเนียมเครือข่าย…',
  'Swaps are not set up': 'ยังไม่ได้ตั้งค่าการสวอป',
  'This site does not swap from the modal.': 'เว็บไซต์นี้ไม่ได้สวอปจากหน้าต่างนี้',
  'You pay': 'คุณจ่าย',
  'You receive': 'คุณได้รับ',
  'You receive at least': 'คุณได้รับอย่างน้อย',
  Expected: 'คาดว่าจะได้รับ',
  'Price impact': 'ผลกระทบต่อราคา',
  'Your balance': 'ยอดคงเหลือของคุณ',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'ประเมินไม่ได้',
  '{fee}, includes the approval': '{fee} รวมการอนุมัติแล้ว',
  'Your {symbol} balance does not cover the network fee': 'ยอด {symbol} ของคุณไม่พอจ่ายค่าธรรมเนียมเครือข่าย',
  'Preparing the swap…': 'กำลังเตรียมการสวอป…',
  'Swap sent: waiting for it to be confirmed…': 'ส่งการสวอปแล้ว: กำลังรอการยืนยัน…',
  'Swap again': 'สวอปอีกครั้ง',
  'Stop waiting': 'หยุดรอ',
  'Swap the tokens’ places': 'สลับตำแหน่งโทเค็น',
  'Getting a quote…': 'กำลังขอราคา…',
  'Buying is not set up': 'ยังไม่ได้ตั้งค่าการซื้อ',
  'This site does not sell crypto from the modal.': 'เว็บไซต์นี้ไม่ได้ขายคริปโตจากหน้าต่างนี้',
  'Loading what you can buy…': 'กำลังโหลดรายการที่คุณซื้อได้…',
  'Your browser blocked the provider’s window.': 'เบราว์เซอร์ของคุณบล็อกหน้าต่างของผู้ให้บริการ',
  'the provider': 'ผู้ให้บริการ',
  'Open {provider} in a new tab': 'เปิด {provider} ในแท็บใหม่',
  'Check again': 'ตรวจสอบอีกครั้ง',
  'Back to the form': 'กลับไปที่แบบฟอร์ม',
  'Buy more': 'ซื้อเพิ่ม',
  'Opening {provider}…': 'กำลังเปิด {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'ทำการซื้อให้เสร็จในหน้าต่าง {provider} แล้วปิดหน้าต่างเมื่อเสร็จ',
  'Waiting for your purchase to arrive…': 'กำลังรอรายการที่ซื้อเข้าบัญชี…',
  'The provider list could not be loaded: showing the usual currencies.':
    'โหลดรายชื่อผู้ให้บริการไม่ได้: กำลังแสดงสกุลเงินทั่วไป',
  'Payment currency': 'สกุลเงินที่ชำระ',
  'Payment method': 'วิธีการชำระเงิน',
  Card: 'บัตร',
  'Bank account': 'บัญชีธนาคาร',
  'The least you can pay by card is {limit}': 'ชำระด้วยบัตรได้ขั้นต่ำ {limit}',
  'The most you can pay by card is {limit}': 'ชำระด้วยบัตรได้สูงสุด {limit}',
  'The least you can pay by bank account is {limit}': 'ชำระผ่านบัญชีธนาคารได้ขั้นต่ำ {limit}',
  'The most you can pay by bank account is {limit}': 'ชำระผ่านบัญชีธนาคารได้สูงสุด {limit}',
  'You buy': 'คุณซื้อ',
  Provider: 'ผู้ให้บริการ',
  'Enter an amount to see a quote.': 'ป้อนจำนวนเพื่อดูราคา',
  Buy: 'ซื้อ',
  'Buy with {provider}': 'ซื้อด้วย {provider}',
  'Payments are not set up': 'ยังไม่ได้ตั้งค่าการชำระเงิน',
  'This site does not ask for payments from the modal.': 'เว็บไซต์นี้ไม่ได้ขอชำระเงินจากหน้าต่างนี้',
  'Reading the amount…': 'กำลังอ่านจำนวน…',
  Network: 'เครือข่าย',
  'Copy recipient address': 'คัดลอกที่อยู่ผู้รับ',
  From: 'จาก',
  'up to {fee}': 'สูงสุด {fee}',
  'Estimating…': 'กำลังประเมิน…',
  'Loading the payment…': 'กำลังโหลดการชำระเงิน…',
  'No payment was asked for.': 'ไม่มีการขอชำระเงิน',
  'Approve the payment of {amount} in your wallet': 'อนุมัติการชำระเงิน {amount} ในกระเป๋าเงินของคุณ',
  'Reading the payment from the network…': 'กำลังอ่านการชำระเงินจากเครือข่าย…',
  'Payment sent: waiting for it to be confirmed…': 'ส่งการชำระเงินแล้ว: กำลังรอการยืนยัน…',
  'Paid {amount}.': 'ชำระ {amount} แล้ว',
  Transaction: 'ธุรกรรม',
  'Pay from': 'ชำระจาก',
  'Balance: {balance}': 'ยอดคงเหลือ: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'ไม่พอสำหรับจำนวนเงินและค่าธรรมเนียมเครือข่าย: ต้องใช้ {needed} {symbol} มีอยู่ {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'ไม่พอสำหรับจำนวนเงิน: ต้องใช้ {needed} {symbol} มีอยู่ {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'ไม่พอสำหรับค่าธรรมเนียมเครือข่าย: ต้องใช้ {needed} {symbol} มีอยู่ {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'คุณจ่าย {paid} · คุณได้รับประมาณ {received} · ค่าธรรมเนียม {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'คุณจ่าย {paid} · ประมาณการ: {provider} จะแสดงจำนวนที่คุณได้รับและค่าธรรมเนียม',
  '{amount} arrived in your wallet': '{amount} เข้ากระเป๋าเงินของคุณแล้ว',
  '{impact} — high: you receive much less than the pool’s price': '{impact} — สูง: คุณจะได้รับน้อยกว่าราคาของพูลมาก',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} ไม่พอ: ต้องใช้ {needed} {symbol} มีอยู่ {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    '{symbol} ไม่พอ: ต้องใช้ {needed} {symbol} รวมค่าธรรมเนียมเครือข่าย มีอยู่ {available} {symbol}',
  '{symbol} has at most {decimals} decimals': '{symbol} มีทศนิยมได้สูงสุด {decimals} ตำแหน่ง',
  'Approve {symbol} in your wallet ({step} of {steps})':
    'อนุมัติ {symbol} ในกระเป๋าเงินของคุณ ({step} จาก {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'สวอป {from} เป็น {to} ในกระเป๋าเงินของคุณ ({step} จาก {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'อนุมัติ {from} และสวอปเป็น {to} ในกระเป๋าเงินของคุณ (คำขอเดียว)',
  'Swapped {paid} for at least {received}.': 'สวอป {paid} แล้ว ได้รับอย่างน้อย {received}',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'การสวอปล้มเหลวบนเชน (ถูกย้อนกลับ): ไม่มีการสวอปใดๆ และชำระค่าธรรมเนียมเครือข่ายแล้ว การอนุมัติที่คุณให้กระดานแลกเปลี่ยนใช้ {amount} ยังคงมีผลอยู่',
  'No address is registered for {name} on {network}': 'ไม่มีที่อยู่ที่ลงทะเบียนไว้สำหรับ {name} บน {network}',
  'This is not a valid {namespace} address': 'นี่ไม่ใช่ที่อยู่ {namespace} ที่ถูกต้อง',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} ไม่พอสำหรับจำนวนเงินและค่าธรรมเนียมเครือข่าย: ต้องใช้ {needed} {symbol} มีอยู่ {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} ไม่พอสำหรับจำนวนเงิน: ต้องใช้ {needed} {symbol} มีอยู่ {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} ไม่พอสำหรับค่าธรรมเนียมเครือข่าย: ต้องใช้ {needed} {symbol} มีอยู่ {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account": 'รวม {amount} สำหรับเปิดบัญชี {symbol} ของผู้รับ',
  'About {amount}': 'ประมาณ {amount}',
  'At most {amount}': 'สูงสุด {amount}',
  '{amount} plus the network fee': '{amount} บวกค่าธรรมเนียมเครือข่าย',

  // Core's messages: its errors, snacks and the empty wallet list
  'Connection rejected': 'การเชื่อมต่อถูกปฏิเสธ',
  'Failed to connect': 'เชื่อมต่อไม่สำเร็จ',
  'Network switch rejected': 'การสลับเครือข่ายถูกปฏิเสธ',
  'Signature declined': 'การลงนามถูกปฏิเสธ',
  'Popup closed': 'ป๊อปอัปถูกปิด',
  'Request was aborted': 'คำขอถูกยกเลิก',
  'Another request is waiting for the wallet': 'มีคำขออื่นรออยู่ในกระเป๋าเงิน',
  'The wallet did not share that account with this site': 'กระเป๋าเงินไม่ได้แชร์บัญชีนั้นกับเว็บไซต์นี้',
  'The connector does not support any of the requested chains': 'กระเป๋าเงินนี้ไม่รองรับเชนที่ขอเลย',
  'Failed to initiate social connection': 'เริ่มการเข้าสู่ระบบด้วยโซเชียลไม่สำเร็จ',
  'Failed to connect to farcaster': 'เชื่อมต่อกับ Farcaster ไม่สำเร็จ',
  'Token Balance Unavailable': 'ไม่สามารถแสดงยอดคงเหลือของโทเค็น',
  'Failed to fetch transactions': 'ดึงข้อมูลธุรกรรมไม่สำเร็จ',
  'Something went wrong': 'เกิดข้อผิดพลาด',
  'Address copied': 'คัดลอกที่อยู่แล้ว',
  'No wallets found': 'ไม่พบกระเป๋าเงิน',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'เปิดหน้านี้ในเบราว์เซอร์ของแอปกระเป๋าเงิน หรือติดตั้งแอปกระเป๋าเงินก่อน',
  'Install a wallet browser extension, then reload this page.':
    'ติดตั้งส่วนขยายกระเป๋าเงินในเบราว์เซอร์ แล้วโหลดหน้านี้ใหม่',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'ต้องระบุจำนวนเงินและที่อยู่ผู้รับ',
  'A token is required': 'ต้องเลือกโทเค็น',
  'Unsupported chain': 'ไม่รองรับเชนนี้',
  'Leaves this wallet': 'ออกจากกระเป๋าเงินนี้',
  'Comes into this wallet': 'เข้ากระเป๋าเงินนี้',
  Fee: 'ค่าธรรมเนียม',
  'Signed by': 'ลงนามโดย',
  'Fee paid by': 'ผู้จ่ายค่าธรรมเนียม',
  'Could not be read': 'อ่านไม่ได้',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'ป้อนจำนวนเป็นตัวเลข โดยใช้จุดสำหรับทศนิยม (เช่น 0.5)',
  'Enter an amount above 0': 'ป้อนจำนวนที่มากกว่า 0',
  'Enter an amount like 100 or 49.99': 'ป้อนจำนวน เช่น 100 หรือ 49.99',
  'The purchase has not arrived yet. It can take a few minutes.': 'การซื้อยังมาไม่ถึง อาจใช้เวลาสักครู่',
  'The provider’s page could not be opened. Try again.': 'เปิดหน้าของผู้ให้บริการไม่ได้ โปรดลองอีกครั้ง',
  'Nothing can be bought on this network': 'ไม่มีสิ่งที่ซื้อได้บนเครือข่ายนี้',
  'Connect an EVM account to swap': 'เชื่อมต่อบัญชี EVM เพื่อสวอป',
  'Network not supported for Swaps': 'เครือข่ายนี้ไม่รองรับการสวอป',
  'Swaps are not offered in your region': 'การสวอปไม่พร้อมให้บริการในภูมิภาคของคุณ',
  'You rejected the swap in your wallet': 'คุณปฏิเสธการสวอปในกระเป๋าเงินของคุณ',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'ส่งการสวอปแล้ว แต่ยังไม่ได้รับการยืนยัน โปรดตรวจสอบกระเป๋าเงินก่อนสวอปอีกครั้ง',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'การอนุมัติและการสวอปล้มเหลวบนเชน (ถูกย้อนกลับพร้อมกัน): ไม่มีการอนุมัติหรือสวอปใดๆ และชำระค่าธรรมเนียมเครือข่ายแล้ว',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'การสวอปล้มเหลวบนเชน (ถูกย้อนกลับ): ไม่มีการสวอปใดๆ และชำระค่าธรรมเนียมเครือข่ายแล้ว',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).': 'ค่าธรรมเนียม ({fee}) มากกว่ายอดชำระ ({payment})',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'อัตราค่าธรรมเนียม {rate} สูงกว่าอัตราของเครือข่ายสำหรับบล็อกถัดไป {networkRate} เกิน {factor} เท่า',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'ค่าธรรมเนียมคำนวณจากยอดที่เว็บไซต์ระบุสำหรับอินพุต {inputs} ซึ่งผู้ลงนามคนอื่นเป็นผู้ลงนาม และไม่มีสิ่งใดพิสูจน์ยอดเหล่านั้นได้ ค่าธรรมเนียมที่จ่ายจริงอาจต่างออกไป ยอดที่ออกจากกระเป๋าเงินนี้ถูกต้องแน่นอน',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'ค่าธรรมเนียมคำนวณจากยอดที่เว็บไซต์ระบุสำหรับอินพุต {inputs} ซึ่งผู้ลงนามคนอื่นเป็นผู้ลงนาม และไม่มีสิ่งใดพิสูจน์ยอดเหล่านั้นได้ ค่าธรรมเนียมที่จ่ายจริงอาจต่างออกไป ยอดที่ออกจากกระเป๋าเงินนี้ถูกต้องแน่นอน',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'อ่านอัตราค่าธรรมเนียมของเครือข่ายไม่ได้ โปรดเทียบค่าธรรมเนียมกับในกระเป๋าเงินของคุณ',
  'Foyer will not ask your wallet to sign this.': 'Foyer จะไม่ขอให้กระเป๋าเงินของคุณลงนามรายการนี้',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'ธุรกรรมนี้ไม่มีเอาต์พุต ทุกอย่างที่ใช้จ่ายจะกลายเป็นค่าธรรมเนียม',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'อินพุต {index}: PSBT ไม่ได้ระบุว่าใช้จ่ายอะไร จึงไม่ทราบว่าอะไรออกจากกระเป๋าเงินนี้',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'อินพุต {index} ใช้เหรียญของกระเป๋าเงินนี้โดยไม่มีธุรกรรมก่อนหน้า จึงตรวจสอบยอดไม่ได้ ค่าธรรมเนียมที่แสดงอาจต่างจากที่จ่ายจริงมาก',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'อินพุต {index} ขอ {sighash} ลายเซ็นของกระเป๋าเงินนี้จะไม่ครอบคลุม{part} เว็บไซต์จึงเปลี่ยนแปลงส่วนนั้นได้หลังจากคุณอนุมัติ',
  'the outputs': 'เอาต์พุต',
  'all but one output': 'เอาต์พุตทั้งหมดยกเว้นหนึ่งรายการ',
  'the other inputs': 'อินพุตอื่น',
  'the outputs or the other inputs': 'เอาต์พุตหรืออินพุตอื่น',
  'all but one output or the other inputs': 'เอาต์พุตทั้งหมดยกเว้นหนึ่งรายการหรืออินพุตอื่น',
  'what this review shows': 'สิ่งที่การตรวจสอบนี้แสดง',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'ระบุว่าอินพุต {index} ใช้จ่าย {stated} แต่ธุรกรรมก่อนหน้าจ่าย {paid} PSBT ขัดแย้งกันเอง',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'ระบุว่าอินพุต {index} ใช้จ่าย {stated} แต่ธุรกรรมก่อนหน้าจ่าย {paid} ให้สคริปต์อื่น PSBT ขัดแย้งกันเอง',
  "Unknown: the PSBT does not carry every input's amount": 'ไม่ทราบ: PSBT ไม่มียอดของทุกอินพุต',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'ไม่ทราบ: PSBT ไม่ได้ระบุว่าแต่ละอินพุตของกระเป๋าเงินนี้ใช้จ่ายอะไร',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'ธุรกรรมนี้ใช้ durable nonce จึงไม่มีวันหมดอายุ และส่งได้ทุกเมื่อ แม้จะนานหลังจากที่คุณอนุมัติ',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'ค่าธรรมเนียมจ่ายโดย {payer} ไม่ใช่กระเป๋าเงินนี้ มีคนอื่นเตรียมและจ่ายค่าธุรกรรมนี้',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer บอกไม่ได้ว่าการสร้าง {account} จะทำให้คุณเสีย SOL เท่าไร',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'รายการนี้มอบบัญชีของคุณให้โปรแกรม {program} ซึ่งจะสามารถนำ SOL ทั้งหมดของคุณไปได้',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'การอนุญาตไม่จำกัด: {delegate} สามารถนำโทเค็นทั้งหมดใน {account} ไปได้ ทั้งตอนนี้หรือภายหลัง',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} ได้รับสิทธิ์เจ้าของ {account} จึงนำโทเค็นทั้งหมดในบัญชีนั้นไปได้',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} ได้รับสิทธิ์ปิดบัญชี {account} จึงปิดบัญชีและนำ SOL ในบัญชีไปได้',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} ได้รับสิทธิ์ {kind} ของ {account} จึงใช้สิทธิ์นั้นได้ตามใจ',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'การปิด {account} จะส่ง SOL ของบัญชีไปยัง {destination} ไม่ใช่กระเป๋าเงินนี้',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'ไม่ทราบว่าโปรแกรม {program} ทำอะไร อาจย้ายเงินใดๆ ของคุณได้',
  'Foyer cannot read this transaction': 'Foyer อ่านธุรกรรมนี้ไม่ได้',
  'Foyer cannot read the address lookup tables this transaction uses': 'Foyer อ่านตารางค้นหาที่อยู่ที่ธุรกรรมนี้ใช้ไม่ได้',
  'Foyer cannot read an instruction of this transaction': 'Foyer อ่านคำสั่งหนึ่งของธุรกรรมนี้ไม่ได้',
  'Leaves this wallet (token account {address})': 'ออกจากกระเป๋าเงินนี้ (บัญชีโทเค็น {address})',
  'Leaves this wallet (mint {address})': 'ออกจากกระเป๋าเงินนี้ (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} หน่วยดิบ (ไม่ทราบทศนิยม)',
  '{amount} tokens': '{amount} โทเค็น',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'การอนุญาตไม่จำกัด: {spender} ใช้ {name} ทั้งหมดของกระเป๋าเงินนี้ (โทเค็น {token}) ได้ ทั้งตอนนี้และภายหลัง จนกว่าจะเพิกถอนการอนุญาต',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} ย้ายโทเค็นทั้งหมดที่กระเป๋าเงินนี้มีในคอลเลกชัน {token} ได้ ทั้งตอนนี้และภายหลัง จนกว่าจะเพิกถอน',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'รายการนี้เรียกฟังก์ชัน {selector} ของ {contract} ซึ่ง Foyer อ่านไม่ได้ อาจย้ายสินทรัพย์ใดๆ ของคุณได้',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'การอนุญาตไม่จำกัด: {spender} ใช้ {name} ทั้งหมดของกระเป๋าเงินนี้ (โทเค็น {token}) ได้ทันทีที่ลงนาม',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'ลายเซ็นนี้ใช้สำหรับเชน {chain} ไม่ใช่ {network} (เชน {walletChain}) ที่กระเป๋าเงินนี้อยู่ อาจถูกนำไปใช้บนเชนนั้น',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'ไม่มีขั้นต่ำ: คุณอาจไม่ได้รับอะไรเลยสำหรับ {amount} ที่คุณจ่าย',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token} จะไปที่ {receiver} Foyer บอกไม่ได้ว่านั่นเป็นบัญชีของคุณหรือไม่',
  'The {token} go to {receiver}, not to your account.': '{token} จะไปที่ {receiver} ไม่ใช่บัญชีของคุณ',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'เราเตอร์สวอป {symbol} ผ่าน WETH ของตัวเอง ({weth}) เท่านั้น เส้นทางนี้เริ่มด้วย {token} เราเตอร์จะปฏิเสธการสวอปนี้ และจะเสียเพียงค่าธรรมเนียมเครือข่าย',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'เราเตอร์สวอป {symbol} ผ่าน WETH ของตัวเอง ({weth}) เท่านั้น เส้นทางนี้จบด้วย {token} เราเตอร์จะปฏิเสธการสวอปนี้ และจะเสียเพียงค่าธรรมเนียมเครือข่าย',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'เลยกำหนดเวลา ({deadline}) แล้ว เราเตอร์จะปฏิเสธการสวอปนี้ และจะเสียเพียงค่าธรรมเนียมเครือข่าย',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer อธิบายคำขอนี้เป็นคำพูดไม่ได้ โปรดอนุมัติเฉพาะเมื่อคุณไว้ใจเว็บไซต์นี้ในสิ่งที่ขอ',
  'Foyer cannot read this request: {reason}.': 'Foyer อ่านคำขอนี้ไม่ได้: {reason}',
  'Send a Bitcoin transaction': 'ส่งธุรกรรม Bitcoin',
  'Sign a Bitcoin transaction': 'ลงนามธุรกรรม Bitcoin',
  Inputs: 'อินพุต',
  Outputs: 'เอาต์พุต',
  'Signed by this wallet': 'ลงนามโดยกระเป๋าเงินนี้',
  'Back to this wallet': 'กลับเข้ากระเป๋าเงินนี้',
  'the token': 'โทเค็น',
  tokens: 'โทเค็น',
  mint: 'การสร้างโทเค็น (mint)',
  freeze: 'การอายัด (freeze)',
  'transfer fee config': 'การตั้งค่าค่าธรรมเนียมการโอน',
  'withheld withdraw': 'การถอนค่าธรรมเนียมที่กักไว้',
  'close mint': 'การปิด mint',
  'interest rate': 'อัตราดอกเบี้ย',
  'permanent delegate': 'ผู้รับมอบสิทธิ์ถาวร',
  'confidential transfer mint': 'mint การโอนแบบลับ',
  'transfer hook program': 'โปรแกรม hook การโอน',
  'confidential transfer fee config': 'การตั้งค่าค่าธรรมเนียมการโอนแบบลับ',
  'metadata pointer': 'ตัวชี้เมทาดาทา',
  'group pointer': 'ตัวชี้กลุ่ม',
  'group member pointer': 'ตัวชี้สมาชิกกลุ่ม',
  'scaled UI amount': 'จำนวนที่แสดงแบบปรับสเกล',
  pause: 'การหยุดชั่วคราว',
  'Send a transaction': 'ส่งธุรกรรม',
  'Sign a transaction': 'ลงนามธุรกรรม',
  'Sign a message': 'ลงนามข้อความ',
  'Sign typed data': 'ลงนามข้อมูลแบบมีชนิด',
  'Send calls': 'ส่งการเรียก',
  'Send 1 call': 'ส่งการเรียก 1 รายการ',
  'Send {count} calls': 'ส่งการเรียก {count} รายการ',
  'Sign {type}': 'ลงนาม {type}',
  'Call {index}': 'การเรียกที่ {index}',
  'Call {index}: {heading}': 'การเรียกที่ {index}: {heading}',
  Sends: 'ส่ง',
  Moves: 'ย้าย',
  Allowance: 'การอนุญาต',
  Operator: 'ผู้ดำเนินการ',
  'Creates a contract': 'สร้างสัญญา',
  Request: 'คำขอ',
  Domain: 'โดเมน',
  Message: 'ข้อความ',
  'Token permit (EIP-2612)': 'Permit ของโทเค็น (EIP-2612)',
  'Permit2 allowance': 'การอนุญาต Permit2',
  'Permit2 transfer': 'การโอน Permit2',
  Instructions: 'คำสั่ง',
  owner: 'เจ้าของ',
  close: 'การปิด',
  'SOL transfer': 'การโอน SOL',
  '{action} (paid by {payer})': '{action} (ชำระโดย {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'สร้างบัญชีขนาด {bytes} ไบต์สำหรับโปรแกรม {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'สร้างบัญชีขนาด {bytes} ไบต์สำหรับโปรแกรม {program} (seed "{seed}" ของ {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'การโอน SOL จาก {from} (seed "{seed}" ของ {base}, โปรแกรม {program})',
  'Hands the account to program {program}': 'มอบบัญชีให้โปรแกรม {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'มอบบัญชี (seed "{seed}" ของ {base}) ให้โปรแกรม {program}',
  'Gives the account {bytes} bytes of data': 'ให้พื้นที่ข้อมูล {bytes} ไบต์แก่บัญชี',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'ให้พื้นที่ {bytes} ไบต์แก่บัญชี (seed "{seed}" ของ {base}) และมอบให้โปรแกรม {program}',
  'Advances the durable nonce of this account': 'เลื่อน durable nonce ของบัญชีนี้',
  'Withdraws SOL from nonce account {nonce}': 'ถอน SOL จากบัญชี nonce {nonce}',
  'Makes this a nonce account of {authority}': 'ทำให้บัญชีนี้เป็นบัญชี nonce ของ {authority}',
  'Becomes the authority of nonce account {nonce}': 'ได้รับสิทธิ์ของบัญชี nonce {nonce}',
  'Upgrades this nonce account': 'อัปเกรดบัญชี nonce นี้',
  'Token transfer of mint {mint} from {source}': 'การโอนโทเค็นของ mint {mint} จาก {source}',
  'Token transfer from {source}': 'การโอนโทเค็นจาก {source}',
  'May spend tokens of mint {mint} from {source}': 'ใช้โทเค็นของ mint {mint} จาก {source} ได้',
  'May spend tokens from {source}': 'ใช้โทเค็นจาก {source} ได้',
  'Burns tokens of mint {mint}': 'เผาโทเค็นของ mint {mint}',
  'Mints new tokens of mint {mint}': 'สร้างโทเค็นใหม่ของ mint {mint}',
  'Becomes the {kind} authority of {account}': 'ได้รับสิทธิ์ {kind} ของ {account}',
  'Removes the {kind} authority of this account for good': 'ลบสิทธิ์ {kind} ของบัญชีนี้อย่างถาวร',
  'Closes token account {account}; its SOL goes to this address':
    'ปิดบัญชีโทเค็น {account} และ SOL ในบัญชีจะไปที่ที่อยู่นี้',
  'Cancels the allowance on this token account': 'ยกเลิกการอนุญาตของบัญชีโทเค็นนี้',
  'Freezes this token account of mint {mint}': 'อายัดบัญชีโทเค็นนี้ของ mint {mint}',
  'Unfreezes this token account of mint {mint}': 'ยกเลิกการอายัดบัญชีโทเค็นนี้ของ mint {mint}',
  'Updates the wrapped SOL balance of this token account': 'อัปเดตยอด wrapped SOL ของบัญชีโทเค็นนี้',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'ตั้งค่าบัญชีโทเค็นของ mint {mint} ที่มี {owner} เป็นเจ้าของ',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'สร้าง mint ที่มีทศนิยม {decimals} ตำแหน่ง สิทธิ์ mint {authority} สิทธิ์อายัด {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'สร้าง mint ที่มีทศนิยม {decimals} ตำแหน่ง สิทธิ์ mint {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'สร้างบัญชีโทเค็นของ {wallet} สำหรับ mint {mint}: คำสั่งก่อนหน้าสร้างไว้แล้ว ไม่มีการจ่ายใดๆ',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'สร้างบัญชีโทเค็นของ {wallet} สำหรับ mint {mint}: มีอยู่แล้ว ไม่มีการจ่ายใดๆ',
  'Creates the token account of {wallet} for mint {mint}': 'สร้างบัญชีโทเค็นของ {wallet} สำหรับ mint {mint}',
  'Sets the compute limit to {units} units': 'ตั้งขีดจำกัดการประมวลผลเป็น {units} หน่วย',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'ตั้งค่าธรรมเนียมลำดับความสำคัญเป็น {price} ไมโครแลมพอร์ตต่อหน่วยประมวลผล',
  'Asks for a heap of {bytes} bytes': 'ขอ heap ขนาด {bytes} ไบต์',
  "Limits the accounts' data to {bytes} bytes": 'จำกัดข้อมูลของบัญชีไว้ที่ {bytes} ไบต์',
  'Memo: {memo}': 'บันทึก: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'เรียกโปรแกรมที่ Foyer อ่านไม่ได้พร้อมบัญชีของคุณ ไม่ทราบผลลัพธ์ อาจย้ายเงินใดๆ ของคุณได้',
  'Calls a program Foyer cannot read (it is not given your account)':
    'เรียกโปรแกรมที่ Foyer อ่านไม่ได้ (ไม่ได้ส่งบัญชีของคุณให้)',
  'A transaction Foyer cannot read': 'ธุรกรรมที่ Foyer อ่านไม่ได้',
  'Receives {name} from this wallet': 'ได้รับ {name} จากกระเป๋าเงินนี้',
  'Receives {name} taken from {from}': 'ได้รับ {name} ที่นำมาจาก {from}',
  'May move token #{id} of this wallet’s {name}': 'ย้ายโทเค็น #{id} ของ {name} ในกระเป๋าเงินนี้ได้',
  'May spend this wallet’s {name}': 'ใช้ {name} ของกระเป๋าเงินนี้ได้',
  '{router} may spend this wallet’s {name}': '{router} ใช้ {name} ของกระเป๋าเงินนี้ได้',
  '{action} (added to what it may already spend)': '{action} (เพิ่มจากที่ใช้ได้อยู่แล้ว)',
  'May move every token this wallet holds in {name} ({token})':
    'ย้ายโทเค็นทุกตัวที่กระเป๋าเงินนี้ถือใน {name} ({token}) ได้',
  'May no longer move this wallet’s tokens in {name}': 'ย้ายโทเค็นของกระเป๋าเงินนี้ใน {name} ไม่ได้อีกต่อไป',
  'Receives token #{id} of {name} taken from {from}': 'ได้รับโทเค็น #{id} ของ {name} ที่นำมาจาก {from}',
  'With {bytes} bytes of data for the receiver': 'พร้อมข้อมูล {bytes} ไบต์สำหรับผู้รับ',
  'Deploys {bytes} bytes of code': 'ปรับใช้โค้ดขนาด {bytes} ไบต์',
  '{router} (declared by this network)': '{router} (เครือข่ายนี้ประกาศไว้)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'เรียกสัญญา (ยังไม่ยืนยัน) อาจย้ายสินทรัพย์ใดๆ ของคุณได้ · ฟังก์ชัน {selector}',
  'Token contract ({symbol})': 'สัญญาโทเค็น ({symbol})',
  'Token contract': 'สัญญาโทเค็น',
  'The Uniswap router': 'เราเตอร์ Uniswap',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units': 'เชนไม่ได้บอกทศนิยมของโทเค็นนี้: หน่วยดิบ',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'สวอป {paid} พอดีเป็น {token} จำนวนเท่าใดก็ได้ (ไม่มีขั้นต่ำ: คุณอาจไม่ได้รับอะไรเลย)',
  'Swap exactly {paid} for at least {received}': 'สวอป {paid} พอดีเป็นอย่างน้อย {received}',
  'Swap at most {paid} for exactly {received}': 'สวอปไม่เกิน {paid} เป็น {received} พอดี',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'สวอปไม่เกิน {paid} เป็น {received} พอดี (ส่วนที่ไม่ได้ใช้จะคืนให้ผู้ส่ง)',
  'Wraps the {symbol} paid ({token})': 'ห่อ {symbol} ที่จ่าย ({token})',
  'Pays {token}': 'จ่าย {token}',
  'Unwrapped into {symbol} ({token})': 'แกะห่อเป็น {symbol} ({token})',
  'Receives {token}': 'ได้รับ {token}',
  'Through {token}': 'ผ่าน {token}',
  'Receives {amount}: this wallet': 'ได้รับ {amount}: กระเป๋าเงินนี้',
  'Receives {amount}: NOT this wallet': 'ได้รับ {amount}: ไม่ใช่กระเป๋าเงินนี้',
  'any amount of {token}': '{token} จำนวนเท่าใดก็ได้',
  'at least {amount}': 'อย่างน้อย {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'สำหรับโทเค็นที่หักค่าธรรมเนียมเมื่อถูกย้าย: ขอบเขตจะตรวจจากจำนวนที่มาถึง',
  'No deadline: the router accepts it at any time, at whatever price then':
    'ไม่มีกำหนดเวลา: เราเตอร์ยอมรับได้ทุกเมื่อ ในราคาใดก็ตาม ณ ตอนนั้น',
  'Valid until {deadline}': 'ใช้ได้ถึง {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'ใช้ {name} ของกระเป๋าเงินนี้ (โทเค็น {token}) ได้ {until}',
  'no end date (0)': 'ไม่มีวันสิ้นสุด (0)',
  'never expires': 'ไม่มีวันหมดอายุ',
  'until {date}': 'จนถึง {date}',
} satisfies Dictionary
