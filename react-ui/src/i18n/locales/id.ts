import type { Dictionary } from '../dictionary.js'

// Indonesian (addressing the visitor as "Anda", as Indonesian wallet apps do). Product and protocol names
// (WalletConnect, Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'Jaringan tidak ditemukan',
  'Network not found': 'Jaringan tidak ditemukan',
  'Invalid App Configuration': 'Konfigurasi aplikasi tidak valid',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'Origin tidak ada dalam daftar yang diizinkan: tambahkan origin ini ke proyek Anda di dasbor.',
  'Network Error': 'Kesalahan jaringan',
  'Failed to load the embedded wallet.': 'Gagal memuat dompet bawaan.',
  'Embedded Wallet Request Timed Out': 'Permintaan dompet bawaan habis waktu',
  'The embedded wallet did not answer in time.': 'Dompet bawaan tidak menjawab tepat waktu.',
  'Session Expired': 'Sesi kedaluwarsa',
  'Your session expired: connect again.': 'Sesi Anda kedaluwarsa: hubungkan lagi.',
  'Invalid Project ID': 'ID proyek tidak valid',
  'The project id was refused: check it on the dashboard.': 'ID proyek ditolak: periksa di dasbor.',
  'Project ID Not Configured': 'ID proyek belum dikonfigurasi',
  'No project id is set: remote features are off (basic mode).':
    'ID proyek belum diatur: fitur jarak jauh nonaktif (mode dasar).',
  'No Allowed Origins': 'Tidak ada origin yang diizinkan',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'Tidak ada origin yang diizinkan yang dapat dibaca untuk proyek ini: tambahkan origin situs ini ke proyek. Masuk dengan email dan media sosial mungkin tidak berfungsi di sini.',
  'Server Error': 'Kesalahan server',
  'The server answered with an error.': 'Server menjawab dengan kesalahan.',
  'Rate Limited': 'Batas permintaan tercapai',
  'Too many requests: try again later.': 'Terlalu banyak permintaan: coba lagi nanti.',
  'iframe load failed': 'Gagal memuat iframe',
  'The login frame did not load.': 'Bingkai masuk tidak termuat.',
  'iframe request timeout': 'Permintaan iframe habis waktu',
  'The login frame did not answer in time.': 'Bingkai masuk tidak menjawab tepat waktu.',
  'unverified domain': 'Domain belum diverifikasi',
  'This domain is not verified.': 'Domain ini belum diverifikasi.',
  'Multi-Wallet Not Enabled': 'Multi-dompet tidak diaktifkan',
  'This site connects one wallet at a time.': 'Situs ini menghubungkan satu dompet dalam satu waktu.',
  'Local configuration ignored': 'Konfigurasi lokal diabaikan',
  'Remote configuration loaded: local feature settings are ignored.':
    'Konfigurasi jarak jauh dimuat: pengaturan fitur lokal diabaikan.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'Konfigurasi lokal untuk {features} diabaikan karena konfigurasi jarak jauh dimuat: kelola fitur ini di dasbor proyek.',
  'This payment request is not valid: {reason}': 'Permintaan pembayaran ini tidak valid: {reason}',
  'Session not yet valid': 'Sesi belum berlaku',
  "The device clock is behind: check the device's date and time.":
    'Jam perangkat tertinggal: periksa tanggal dan waktu perangkat.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'persetujuan ditujukan ke {to}, bukan ke kontrak {symbol} {token}',
  "the approval sends {wei} wei of the network's coin": 'persetujuan mengirim {wei} wei koin jaringan',
  'the approval is not an approval of exactly {amount}':
    'persetujuan ini bukan persetujuan tepat sebesar {amount}',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'persetujuan mengizinkan {spender} membelanjakan, bukan router swap jaringan {router}',
  'the swap is sent from {from}, not from {account}': 'swap dikirim dari {from}, bukan dari {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'swap mengirim {wei} wei koin jaringan, bukan {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'swap ditujukan ke {to}, bukan ke {spender} yang diizinkan membelanjakan oleh persetujuan',
  "the swap goes to {to}, not to the network's swap router {router}":
    'swap ditujukan ke {to}, bukan ke router swap jaringan {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'swap ini bukan salah satu swap router dengan jumlah yang tepat',
  'the swap ({function}) does not pay {from} for {to}': 'swap ({function}) tidak membayar {from} untuk {to}',
  'the swap pays {amount}, not the amount shown': 'swap membayar {amount}, bukan jumlah yang ditampilkan',
  "the swap's path starts at {address}, not at {symbol}":
    'jalur swap dimulai di {address}, bukan di {symbol}',
  "the swap's path ends at {address}, not at {symbol}": 'jalur swap berakhir di {address}, bukan di {symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'swap membayarkan hasilnya ke {to}, bukan ke {account}',
  'the swap’s deadline has passed': 'tenggat swap sudah lewat',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'Kode status HTTP: {status}',
  'Please try again after {seconds} seconds': 'Silakan coba lagi setelah {seconds} detik',
  'Error registering name {name}': 'Gagal mendaftarkan nama {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin tidak meneruskan pembayaran sekecil ini: kirim setidaknya {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'Transfer gagal di jaringan ({error}); biayanya sudah dibayar',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'Tidak dapat memuat token untuk ditukar: {reason}',
  'Could not get a quote for {from} → {to}: {reason}':
    'Tidak dapat mengambil penawaran harga untuk {from} → {to}: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'Tidak ada penawaran untuk {from} → {to}: layanan penukaran tidak menawarkan rute',
  'Could not read your {symbol} balance from the chain': 'Tidak dapat membaca saldo {symbol} Anda dari chain',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'Tidak dapat memperkirakan biaya jaringan, jadi Maks tidak dapat menyisakannya: ketik jumlahnya dan sisakan sebagian untuk biaya',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'Tidak dapat membaca berapa banyak {symbol} yang boleh dibelanjakan bursa: {reason}',
  'You rejected the approval of {symbol} in your wallet': 'Anda menolak persetujuan {symbol} di dompet Anda',
  'The approval of {symbol} failed: {reason}': 'Persetujuan {symbol} gagal: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    'Persetujuan {symbol} sudah dikirim tetapi tidak dikonfirmasi tepat waktu',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'Persetujuan {symbol} gagal di chain (transaksi di-revert): penukaran tidak dikirim. Biaya jaringan sudah dibayar.',
  'Could not build the swap: {reason}': 'Tidak dapat menyiapkan penukaran: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'Layanan penukaran menyiapkan transaksi yang bukan penukaran yang ditampilkan, jadi transaksi itu tidak dikirim: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'Harga berubah: penukaran akan memberi kurang dari {minimum} (minimum yang ditampilkan, slippage {slippage} %). Periksa penawaran baru.',
  'The swap failed: {reason}': 'Penukaran gagal: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'Anda menolak persetujuan {symbol} dan penukaran di dompet Anda',
  'The approval of {symbol} and the swap failed: {reason}':
    'Persetujuan {symbol} dan penukaran gagal: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'Persetujuan {symbol} dan penukaran gagal: {reason}. Tidak ada yang disetujui atau ditukar.',
  'the swap service did not answer': 'layanan penukaran tidak menjawab',
  'the wallet could not send it': 'dompet tidak dapat mengirimnya',
  'the wallet could not send them': 'dompet tidak dapat mengirim keduanya',
  'the chain does not show it': 'chain tidak menampilkannya',
  'You hold no {symbol}': 'Anda tidak memiliki {symbol}',

  // The modal's frame
  Back: 'Kembali',
  Close: 'Tutup',
  'This step must be completed before closing': 'Langkah ini harus diselesaikan sebelum menutup',

  // View titles (the header), one per view
  'Connect wallet': 'Hubungkan dompet',
  Account: 'Akun',
  'All wallets': 'Semua dompet',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'Jaringan tidak didukung',
  'Choose network': 'Pilih jaringan',
  'Get a wallet': 'Dapatkan dompet',
  'Switch network': 'Ganti jaringan',
  'Switch chain': 'Ganti chain',
  'Choose a name': 'Pilih nama',
  'Name registered': 'Nama terdaftar',
  'Email login': 'Masuk dengan email',
  'Update email': 'Ubah email',
  'Social login': 'Masuk dengan media sosial',
  Farcaster: 'Farcaster',
  Wallets: 'Dompet',
  'Buy crypto': 'Beli kripto',
  Receive: 'Terima',
  Send: 'Kirim',
  'Sign in': 'Masuk',
  Swap: 'Tukar',
  Pay: 'Bayar',
  'Approve transaction': 'Setujui transaksi',

  // Shared
  'Try again': 'Coba lagi',
  Cancel: 'Batal',
  'Loading…': 'Memuat…',
  Copied: 'Disalin',
  "Couldn't copy": 'Tidak dapat menyalin',
  'Copy address': 'Salin alamat',
  'Copy link': 'Salin tautan',

  // The page's buttons
  'Connecting…': 'Menghubungkan…',
  'Select network': 'Pilih jaringan',

  // Connect
  'Loading sign-in options…': 'Memuat opsi masuk…',
  'New to wallets?': 'Baru mengenal dompet?',
  'Get one': 'Dapatkan',
  Recent: 'Terakhir dipakai',
  Installed: 'Terpasang',
  Featured: 'Unggulan',
  'More wallets': 'Dompet lainnya',
  External: 'Eksternal',
  Recommended: 'Disarankan',
  'Continue with email': 'Lanjutkan dengan email',
  'Continue with a social account': 'Lanjutkan dengan akun media sosial',
  'Continue with {provider}': 'Lanjutkan dengan {provider}',

  // All wallets
  'Search wallets': 'Cari dompet',
  Search: 'Cari',
  'Certified only': 'Hanya yang tersertifikasi',
  Certified: 'Tersertifikasi',
  'Loading wallets': 'Memuat dompet',
  'Loading more wallets': 'Memuat dompet lainnya',
  'No wallet found': 'Dompet tidak ditemukan',
  'Nothing matches “{query}”.': 'Tidak ada yang cocok dengan “{query}”.',
  'Nothing matches “{query}” among certified wallets.':
    'Tidak ada dompet tersertifikasi yang cocok dengan “{query}”.',
  'The directory has no wallets.': 'Direktori tidak berisi dompet.',
  'The directory has no wallets among certified wallets.': 'Direktori tidak berisi dompet tersertifikasi.',
  'one: {count} wallet|other: {count} wallets': 'other: {count} dompet',
  'Wallet directory not configured': 'Direktori dompet belum dikonfigurasi',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'Menelusuri dan mencari semua dompet memerlukan direktori dompet: atur ID proyek dan URL API-nya.',

  // Account
  'Approve the request in your wallet.': 'Setujui permintaan di dompet Anda.',
  'Network:': 'Jaringan:',
  'Email:': 'Email:',
  Update: 'Ubah',
  'Smart account': 'Akun pintar',
  'Switch to smart account': 'Beralih ke akun pintar',
  'Switching to your smart account…': 'Beralih ke akun pintar Anda…',
  Wallet: 'Dompet',
  'Wallets:': 'Dompet:',
  'View on explorer': 'Lihat di explorer',
  Disconnect: 'Putuskan',
  Accounts: 'Akun',
  Payment: 'Pembayaran',
  Ordinals: 'Ordinals',
  'Copy payment address': 'Salin alamat pembayaran',
  'Copy ordinals address': 'Salin alamat Ordinals',
  'Other addresses': 'Alamat lainnya',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'Jaringan yang belum terhubung',
  'Switch to {network}': 'Beralih ke {network}',
  'Loading balance…': 'Memuat saldo…',
  'Balance unavailable': 'Saldo tidak tersedia',
  Tokens: 'Token',
  Total: 'Total',
  Unknown: 'Tidak diketahui',
  'Loading tokens…': 'Memuat token…',
  'Token balances are unavailable.': 'Saldo token tidak tersedia.',
  'No tokens on this network yet.': 'Belum ada token di jaringan ini.',
  NFTs: 'NFT',
  'Loading NFTs…': 'Memuat NFT…',
  'NFTs are unavailable.': 'NFT tidak tersedia.',
  'No NFTs on this network yet.': 'Belum ada NFT di jaringan ini.',
  Activity: 'Aktivitas',
  'Loading activity…': 'Memuat aktivitas…',
  'No activity on this network yet.': 'Belum ada aktivitas di jaringan ini.',
  'Show more': 'Tampilkan lainnya',
  Failed: 'Gagal',
  Pending: 'Tertunda',

  // Networks, switching, connecting
  Networks: 'Jaringan',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'Dompet Anda berada di jaringan yang tidak didukung aplikasi ini. Pilih salah satu di bawah.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'Aplikasi ini tidak mendukung jaringan Anda saat ini. Beralih ke jaringan yang tersedia untuk melanjutkan.',
  'the network': 'jaringan',
  'Approve in wallet': 'Setujui di dompet',
  'Switch to {network} in {wallet}': 'Beralih ke {network} di {wallet}',
  'Switched to {network}': 'Berhasil beralih ke {network}',
  'your wallet': 'dompet Anda',
  'Connected to {wallet}': 'Terhubung ke {wallet}',
  'Continue in {wallet}': 'Lanjutkan di {wallet}',
  'Accept the connection request in your wallet.': 'Terima permintaan koneksi di dompet Anda.',
  '{namespace} wallet needed': 'Perlu dompet {namespace}',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'Untuk menggunakan {network}, hubungkan dompet yang mendukung jaringan {namespace}.',
  'Your current wallet is on {namespace}.': 'Dompet Anda saat ini berada di {namespace}.',

  // Connecting over WalletConnect
  wallet: 'dompet',
  'Approved in {wallet}': 'Disetujui di {wallet}',
  'Scan with {wallet}': 'Pindai dengan {wallet}',
  'Scan with your phone': 'Pindai dengan ponsel Anda',
  'Reconnecting to WalletConnect…': 'Menghubungkan ulang ke WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} membuka situs ini di browser bawaannya, lalu terhubung langsung di sana.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'Dompet Anda membuka situs ini di browser bawaannya, lalu terhubung langsung di sana.',
  'Open in {wallet}': 'Buka di {wallet}',
  'Open {wallet}': 'Buka {wallet}',
  'Preparing the link…': 'Menyiapkan tautan…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'Menunggu relay WalletConnect membuat kode pemasangan…',
  'Approve the connection in your wallet, then come back here.':
    'Setujui koneksi di dompet Anda, lalu kembali ke sini.',
  'Get a new link': 'Dapatkan tautan baru',
  'Wallet not opening? Copy the link': 'Dompet tidak terbuka? Salin tautan',
  'Copy the link into your wallet': 'Salin tautan ke dompet Anda',
  'QR code to connect {wallet}': 'Kode QR untuk menghubungkan {wallet}',
  'QR code to connect your wallet': 'Kode QR untuk menghubungkan dompet Anda',
  "Scan it with your phone's camera or your wallet's scanner.":
    'Pindai dengan kamera ponsel atau pemindai di dompet Anda.',
  "Can't scan? Copy the link": 'Tidak bisa memindai? Salin tautan',
  'Get a new QR code': 'Dapatkan kode QR baru',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'Telusuri semua dompet',
  'No wallet to suggest': 'Tidak ada dompet untuk disarankan',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'Direktori dompet tidak menyebutkan tempat mendapatkan dompetnya. Cari aplikasi dompet di toko aplikasi ponsel Anda, atau ekstensi dompet di toko ekstensi browser Anda.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'Dompet menyimpan kripto Anda dan membuat Anda bisa masuk ke aplikasi seperti ini tanpa perlu mengingat kata sandi. Dapatkan dompet, lalu kembali ke sini untuk menghubungkannya.',
  'Loading wallets…': 'Memuat dompet…',
  Extension: 'Ekstensi',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'Situs web',
  'browser extension': 'ekstensi browser',
  'iOS app': 'aplikasi iOS',
  'Android app': 'aplikasi Android',
  website: 'situs web',
  '{wallet} {link} (opens in a new tab)': '{link} {wallet} (terbuka di tab baru)',
  'Close notification': 'Tutup notifikasi',
  'Notifications (Alt+T)': 'Notifikasi (Alt+T)',
  'Dismiss alert': 'Tutup peringatan',

  // Email, social and Farcaster login
  Continue: 'Lanjutkan',
  'No code?': 'Tidak menerima kode?',
  'Send another': 'Kirim ulang',
  'Your email': 'Email Anda',
  'Enter the code sent to {email}': 'Masukkan kode yang dikirim ke {email}',
  'Sending a code to {email}…': 'Mengirim kode ke {email}…',
  'Approve this device from the email sent to {email}.':
    'Setujui perangkat ini dari email yang dikirim ke {email}.',
  'Checking the code…': 'Memeriksa kode…',
  'Signing you in…': 'Memproses masuk…',
  'Email login is not set up': 'Masuk dengan email belum diatur',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'Situs ini tidak memiliki dompet bawaan untuk masuk dengan email. Hubungkan dompet sebagai gantinya.',
  'New email': 'Email baru',
  'your new email': 'email baru Anda',
  'One moment…': 'Tunggu sebentar…',
  'This site has no embedded wallet whose email could change.':
    'Situs ini tidak memiliki dompet bawaan yang emailnya dapat diubah.',
  'Taking you to {provider}…': 'Mengarahkan Anda ke {provider}…',
  'Logging you in with {provider}…': 'Masuk dengan {provider}…',
  'Logged in with {provider}.': 'Berhasil masuk dengan {provider}.',
  'Log in with {provider} in the window that opened.': 'Masuk dengan {provider} di jendela yang terbuka.',
  'Social login is not set up': 'Masuk dengan media sosial belum diatur',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'Situs ini tidak memiliki dompet bawaan untuk masuk dengan akun media sosial. Hubungkan dompet sebagai gantinya.',
  'QR code to log in with Farcaster': 'Kode QR untuk masuk dengan Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'Pindai dengan kamera ponsel, lalu setujui proses masuk di aplikasi Farcaster.',
  'Loading your Farcaster account…': 'Memuat akun Farcaster Anda…',
  'Farcaster login is not set up': 'Masuk dengan Farcaster belum diatur',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'Situs ini tidak memiliki dompet bawaan untuk masuk dengan Farcaster. Hubungkan dompet sebagai gantinya.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'Sedang masuk',
  'This site': 'Situs ini',
  '{app} needs to connect to your wallet': '{app} perlu terhubung ke dompet Anda',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'Tanda tangani pesan ini untuk membuktikan bahwa Anda pemilik {address}. Gratis dan tidak mengirim transaksi apa pun.',
  'Approve the signature in your wallet': 'Setujui tanda tangan di dompet Anda',
  Sign: 'Tanda tangani',
  'Message to sign': 'Pesan untuk ditandatangani',
  'No transaction to approve': 'Tidak ada transaksi untuk disetujui',
  'Nothing is waiting for your approval.': 'Tidak ada yang menunggu persetujuan Anda.',
  Warnings: 'Peringatan',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'other: {count} transaksi lagi menunggu setelah yang ini',
  'Approve the transaction in your wallet': 'Setujui transaksi di dompet Anda',
  Approve: 'Setujui',
  Decline: 'Tolak',
  Done: 'Selesai',
  '{namespace} wallets': 'Dompet {namespace}',
  'No wallet connected.': 'Tidak ada dompet yang terhubung.',
  'Connected wallets': 'Dompet terhubung',
  Active: 'Aktif',
  'Switch to {wallet}': 'Beralih ke {wallet}',
  Switch: 'Beralih',
  'Disconnect {wallet}': 'Putuskan {wallet}',
  'Recent wallets': 'Dompet terakhir dipakai',
  'Connect {wallet}': 'Hubungkan {wallet}',
  Connect: 'Hubungkan',
  'Remove {wallet}': 'Hapus {wallet}',
  Remove: 'Hapus',
  'Add wallet': 'Tambah dompet',
  'Multi-wallet is not set up on this site.': 'Multi-dompet belum diatur di situs ini.',
  'Your account now goes by this name.': 'Akun Anda sekarang menggunakan nama ini.',
  'Back to account': 'Kembali ke akun',
  'Names are not set up': 'Nama belum diatur',
  'This site does not register names for accounts.': 'Situs ini tidak mendaftarkan nama untuk akun.',
  'Registering {name}…': 'Mendaftarkan {name}…',
  Name: 'Nama',
  Register: 'Daftarkan',
  'At least 4 letters, digits or hyphens.': 'Minimal 4 huruf, angka, atau tanda hubung.',
  Suggestions: 'Saran',
  Taken: 'Sudah dipakai',
  Available: 'Tersedia',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': 'Tidak ada akun yang terhubung',
  'Connect a wallet to receive funds.': 'Hubungkan dompet untuk menerima dana.',
  'QR code of your address': 'Kode QR alamat Anda',
  'Send only on {network}': 'Kirim hanya di {network}',
  'This address also receives on {networks}': 'Alamat ini juga menerima di {networks}',
  'Sending is not set up': 'Pengiriman belum diatur',
  'This site does not send from the modal.': 'Situs ini tidak mengirim dari jendela ini.',
  'Approve the transaction in your wallet.': 'Setujui transaksi di dompet Anda.',
  Token: 'Token',
  Amount: 'Jumlah',
  'Amount in {symbol}': 'Jumlah dalam {symbol}',
  Max: 'Maks',
  To: 'Ke',
  'Address or name': 'Alamat atau nama',
  '{name} is': 'Alamat {name}:',
  'Network fee': 'Biaya jaringan',
  'Up to {fee}': 'Hingga {fee}',
  'Receiver gets': 'Penerima mendapat',
  'Checking the balance and the network fee…': 'Memeriksa saldo dan biaya jaringan…',
  'Swaps are not set up': 'Penukaran belum diatur',
  'This site does not swap from the modal.': 'Situs ini tidak melakukan penukaran dari jendela ini.',
  'You pay': 'Anda bayar',
  'You receive': 'Anda terima',
  'You receive at least': 'Anda terima minimal',
  Expected: 'Perkiraan',
  'Price impact': 'Dampak harga',
  'Your balance': 'Saldo Anda',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'Tidak dapat diperkirakan',
  '{fee}, includes the approval': '{fee}, termasuk persetujuan',
  'Your {symbol} balance does not cover the network fee':
    'Saldo {symbol} Anda tidak cukup untuk biaya jaringan',
  'Preparing the swap…': 'Menyiapkan penukaran…',
  'Swap sent: waiting for it to be confirmed…': 'Penukaran terkirim: menunggu konfirmasi…',
  'Swap again': 'Tukar lagi',
  'Stop waiting': 'Berhenti menunggu',
  'Swap the tokens’ places': 'Tukar posisi token',
  'Getting a quote…': 'Mengambil penawaran harga…',
  'Buying is not set up': 'Pembelian belum diatur',
  'This site does not sell crypto from the modal.': 'Situs ini tidak menjual kripto dari jendela ini.',
  'Loading what you can buy…': 'Memuat aset yang bisa Anda beli…',
  'Your browser blocked the provider’s window.': 'Browser Anda memblokir jendela penyedia.',
  'the provider': 'penyedia',
  'Open {provider} in a new tab': 'Buka {provider} di tab baru',
  'Check again': 'Periksa lagi',
  'Back to the form': 'Kembali ke formulir',
  'Buy more': 'Beli lagi',
  'Opening {provider}…': 'Membuka {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'Selesaikan pembelian Anda di jendela {provider}. Tutup jendela itu setelah selesai.',
  'Waiting for your purchase to arrive…': 'Menunggu pembelian Anda masuk…',
  'The provider list could not be loaded: showing the usual currencies.':
    'Daftar penyedia tidak dapat dimuat: menampilkan mata uang yang umum.',
  'Payment currency': 'Mata uang pembayaran',
  'Payment method': 'Metode pembayaran',
  Card: 'Kartu',
  'Bank account': 'Rekening bank',
  'The least you can pay by card is {limit}': 'Pembayaran minimum dengan kartu adalah {limit}',
  'The most you can pay by card is {limit}': 'Pembayaran maksimum dengan kartu adalah {limit}',
  'The least you can pay by bank account is {limit}': 'Pembayaran minimum dari rekening bank adalah {limit}',
  'The most you can pay by bank account is {limit}': 'Pembayaran maksimum dari rekening bank adalah {limit}',
  'You buy': 'Anda beli',
  Provider: 'Penyedia',
  'Enter an amount to see a quote.': 'Masukkan jumlah untuk melihat penawaran harga.',
  Buy: 'Beli',
  'Buy with {provider}': 'Beli dengan {provider}',
  'Payments are not set up': 'Pembayaran belum diatur',
  'This site does not ask for payments from the modal.':
    'Situs ini tidak meminta pembayaran dari jendela ini.',
  'Reading the amount…': 'Membaca jumlah…',
  Network: 'Jaringan',
  'Copy recipient address': 'Salin alamat penerima',
  From: 'Dari',
  'up to {fee}': 'hingga {fee}',
  'Estimating…': 'Memperkirakan…',
  'Loading the payment…': 'Memuat pembayaran…',
  'No payment was asked for.': 'Tidak ada pembayaran yang diminta.',
  'Approve the payment of {amount} in your wallet': 'Setujui pembayaran {amount} di dompet Anda',
  'Reading the payment from the network…': 'Membaca pembayaran dari jaringan…',
  'Payment sent: waiting for it to be confirmed…': 'Pembayaran terkirim: menunggu konfirmasi…',
  'Paid {amount}.': 'Dibayar {amount}.',
  Transaction: 'Transaksi',
  'Pay from': 'Bayar dari',
  'Balance: {balance}': 'Saldo: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Tidak cukup untuk jumlah dan biaya jaringan: perlu {needed} {symbol}, tersedia {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Tidak cukup untuk jumlahnya: perlu {needed} {symbol}, tersedia {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Tidak cukup untuk biaya jaringan: perlu {needed} {symbol}, tersedia {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'Anda bayar {paid} · Anda terima sekitar {received} · biaya {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'Anda bayar {paid} · perkiraan: {provider} menampilkan yang Anda terima dan biayanya',
  '{amount} arrived in your wallet': '{amount} telah masuk ke dompet Anda',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — tinggi: Anda menerima jauh lebih sedikit dari harga pool',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} tidak cukup: perlu {needed} {symbol}, tersedia {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    '{symbol} tidak cukup: perlu {needed} {symbol} termasuk biaya jaringan, tersedia {available} {symbol}',
  '{symbol} has at most {decimals} decimals': '{symbol} memiliki paling banyak {decimals} desimal',
  'Approve {symbol} in your wallet ({step} of {steps})':
    'Setujui {symbol} di dompet Anda ({step} dari {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'Tukar {from} dengan {to} di dompet Anda ({step} dari {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'Setujui {from} dan tukar dengan {to} di dompet Anda (satu permintaan)',
  'Swapped {paid} for at least {received}.': '{paid} ditukar dengan minimal {received}.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'Penukaran gagal di chain (transaksi di-revert): tidak ada yang ditukar, dan biaya jaringan sudah dibayar. Persetujuan Anda agar bursa dapat menggunakan {amount} masih berlaku.',
  'No address is registered for {name} on {network}': 'Tidak ada alamat terdaftar untuk {name} di {network}',
  'This is not a valid {namespace} address': 'Ini bukan alamat {namespace} yang valid',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} tidak cukup untuk jumlah dan biaya jaringan: perlu {needed} {symbol}, tersedia {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} tidak cukup untuk jumlah: perlu {needed} {symbol}, tersedia {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} tidak cukup untuk biaya jaringan: perlu {needed} {symbol}, tersedia {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account":
    'Termasuk {amount} untuk membuka akun {symbol} penerima',
  'About {amount}': 'Sekitar {amount}',
  'At most {amount}': 'Paling banyak {amount}',
  '{amount} plus the network fee': '{amount} ditambah biaya jaringan',

  // Core's messages: its errors, snacks and the empty wallet list
  'Connection rejected': 'Koneksi ditolak',
  'Failed to connect': 'Gagal terhubung',
  'Network switch rejected': 'Penggantian jaringan ditolak',
  'Signature declined': 'Tanda tangan ditolak',
  'Popup closed': 'Jendela pop-up ditutup',
  'Request was aborted': 'Permintaan dibatalkan',
  'Another request is waiting for the wallet': 'Ada permintaan lain yang sedang menunggu di dompet',
  'The wallet did not share that account with this site':
    'Dompet tidak membagikan akun tersebut dengan situs ini',
  'The connector does not support any of the requested chains':
    'Dompet ini tidak mendukung chain mana pun yang diminta',
  'Failed to initiate social connection': 'Gagal memulai masuk dengan media sosial',
  'Failed to connect to farcaster': 'Gagal terhubung ke Farcaster',
  'Token Balance Unavailable': 'Saldo token tidak tersedia',
  'Failed to fetch transactions': 'Gagal mengambil transaksi',
  'Something went wrong': 'Terjadi kesalahan',
  'Address copied': 'Alamat disalin',
  'No wallets found': 'Dompet tidak ditemukan',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'Buka halaman ini di browser aplikasi dompet Anda, atau pasang aplikasi dompet terlebih dahulu.',
  'Install a wallet browser extension, then reload this page.':
    'Pasang ekstensi browser dompet, lalu muat ulang halaman ini.',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'Jumlah dan alamat penerima wajib diisi',
  'A token is required': 'Token wajib dipilih',
  'Unsupported chain': 'Chain tidak didukung',
  'Leaves this wallet': 'Keluar dari dompet ini',
  'Comes into this wallet': 'Masuk ke dompet ini',
  Fee: 'Biaya',
  'Signed by': 'Ditandatangani oleh',
  'Fee paid by': 'Biaya dibayar oleh',
  'Could not be read': 'Tidak dapat dibaca',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'Masukkan jumlah dalam angka, dengan titik untuk desimal (seperti 0.5)',
  'Enter an amount above 0': 'Masukkan jumlah lebih dari 0',
  'Enter an amount like 100 or 49.99': 'Masukkan jumlah seperti 100 atau 49.99',
  'The purchase has not arrived yet. It can take a few minutes.':
    'Pembelian belum masuk. Ini bisa memakan waktu beberapa menit.',
  'The provider’s page could not be opened. Try again.': 'Halaman penyedia tidak dapat dibuka. Coba lagi.',
  'Nothing can be bought on this network': 'Tidak ada yang bisa dibeli di jaringan ini',
  'Connect an EVM account to swap': 'Hubungkan akun EVM untuk menukar',
  'Network not supported for Swaps': 'Jaringan tidak didukung untuk penukaran',
  'Swaps are not offered in your region': 'Penukaran tidak tersedia di wilayah Anda',
  'You rejected the swap in your wallet': 'Anda menolak penukaran di dompet Anda',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'Penukaran terkirim; belum dikonfirmasi. Periksa dompet Anda sebelum menukar lagi.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'Persetujuan dan penukaran gagal di chain (keduanya di-revert bersamaan): tidak ada yang disetujui atau ditukar, dan biaya jaringan sudah dibayar.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'Penukaran gagal di chain (transaksi di-revert): tidak ada yang ditukar, dan biaya jaringan sudah dibayar.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).':
    'Biaya ({fee}) lebih besar daripada pembayaran ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'Tarif biaya, {rate}, lebih dari {factor} kali tarif jaringan, {networkRate}, untuk blok berikutnya.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Biaya menghitung jumlah yang dinyatakan situs untuk input {inputs}, yang ditandatangani penanda tangan lain dan tidak dibuktikan apa pun: biaya yang dibayar bisa berbeda. Yang keluar dari dompet ini sudah pasti.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Biaya menghitung jumlah yang dinyatakan situs untuk input {inputs}, yang ditandatangani penanda tangan lain dan tidak dibuktikan apa pun: biaya yang dibayar bisa berbeda. Yang keluar dari dompet ini sudah pasti.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'Tarif biaya jaringan tidak dapat dibaca: bandingkan biaya dengan biaya di dompet Anda.',
  'Foyer will not ask your wallet to sign this.': 'Foyer tidak akan meminta dompet Anda menandatangani ini.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'Transaksi ini tidak memiliki output: semua yang dibelanjakannya akan menjadi biaya.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'Input {index}: PSBT tidak menyebutkan apa yang dibelanjakannya, jadi yang keluar dari dompet ini tidak diketahui.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'Input {index} membelanjakan koin dompet ini tanpa transaksi sebelumnya, jadi jumlahnya tidak dapat diperiksa: biaya yang ditampilkan bisa jauh dari biaya yang dibayar.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'Input {index} meminta {sighash}: tanda tangan dompet ini tidak akan mencakup {part}, jadi situs dapat mengubahnya setelah Anda menyetujui.',
  'the outputs': 'output',
  'all but one output': 'semua output kecuali satu',
  'the other inputs': 'input lainnya',
  'the outputs or the other inputs': 'output atau input lainnya',
  'all but one output or the other inputs': 'semua output kecuali satu atau input lainnya',
  'what this review shows': 'apa yang ditampilkan tinjauan ini',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'Input {index} disebut membelanjakan {stated}, tetapi transaksi sebelumnya membayar {paid}: PSBT bertentangan dengan dirinya sendiri.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'Input {index} disebut membelanjakan {stated}, tetapi transaksi sebelumnya membayar {paid} ke skrip lain: PSBT bertentangan dengan dirinya sendiri.',
  "Unknown: the PSBT does not carry every input's amount":
    'Tidak diketahui: PSBT tidak memuat jumlah setiap input',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'Tidak diketahui: PSBT tidak menyebutkan apa yang dibelanjakan setiap input dompet ini',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'Transaksi ini memakai nonce tahan lama: transaksi ini tidak pernah kedaluwarsa, jadi dapat dikirim kapan saja, lama setelah Anda menyetujuinya.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'Biaya dibayar oleh {payer}, bukan oleh dompet ini: orang lain menyiapkan dan membayar transaksi ini.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer tidak dapat mengetahui berapa SOL biaya pembuatan {account} bagi Anda.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'Ini menyerahkan akun Anda ke program {program}: program itu kemudian dapat mengambil seluruh SOL Anda.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'Izin tanpa batas: {delegate} dapat mengambil semua token di {account}, sekarang atau nanti.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} menjadi otoritas pemilik {account}: ia dapat mengambil semua token di dalamnya.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} menjadi otoritas penutupan {account}: ia dapat menutupnya dan mengambil SOL-nya.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} menjadi otoritas {kind} {account}: ia dapat memakai otoritas itu sesukanya.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'Menutup {account} mengirim SOL-nya ke {destination}, bukan ke dompet ini.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'Efek program {program} tidak diketahui: program ini dapat memindahkan dana apa pun milik Anda.',
  'Foyer cannot read this transaction': 'Foyer tidak dapat membaca transaksi ini',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer tidak dapat membaca tabel pencarian alamat yang dipakai transaksi ini',
  'Foyer cannot read an instruction of this transaction':
    'Foyer tidak dapat membaca salah satu instruksi transaksi ini',
  'Leaves this wallet (token account {address})': 'Keluar dari dompet ini (akun token {address})',
  'Leaves this wallet (mint {address})': 'Keluar dari dompet ini (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} unit mentah (desimal tidak diketahui)',
  '{amount} tokens': '{amount} token',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'Izin tanpa batas: {spender} dapat membelanjakan seluruh {name} dompet ini (token {token}), sekarang dan nanti, sampai izin dicabut.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} dapat memindahkan setiap token yang dimiliki dompet ini di koleksi {token}, sekarang dan nanti, sampai ini dicabut.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'Ini memanggil fungsi {selector} dari {contract}, yang tidak dapat dibaca Foyer: fungsi ini dapat memindahkan aset apa pun milik Anda.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'Izin tanpa batas: {spender} dapat membelanjakan seluruh {name} dompet ini (token {token}) begitu ini ditandatangani.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'Tanda tangan ini untuk chain {chain}, bukan {network} (chain {walletChain}) tempat dompet ini berada: tanda tangan ini dapat dipakai di chain tersebut.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'Tidak ada minimum: Anda mungkin tidak menerima apa pun untuk {amount} yang Anda bayar.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    '{token} dikirim ke {receiver}: Foyer tidak dapat mengetahui apakah itu akun Anda.',
  'The {token} go to {receiver}, not to your account.': '{token} dikirim ke {receiver}, bukan ke akun Anda.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Router menukar {symbol} hanya melalui WETH-nya ({weth}); jalur ini dimulai dengan {token}: router akan menolak penukaran ini, dan hanya biaya jaringan yang terpakai.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Router menukar {symbol} hanya melalui WETH-nya ({weth}); jalur ini berakhir dengan {token}: router akan menolak penukaran ini, dan hanya biaya jaringan yang terpakai.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'Tenggat ({deadline}) sudah lewat: router akan menolak penukaran ini, dan hanya biaya jaringan yang terpakai.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer tidak dapat menjelaskan permintaan ini dengan kata-kata: setujui hanya jika Anda memercayai situs ini untuk apa yang dimintanya.',
  'Foyer cannot read this request: {reason}.': 'Foyer tidak dapat membaca permintaan ini: {reason}.',
  'Send a Bitcoin transaction': 'Kirim transaksi Bitcoin',
  'Sign a Bitcoin transaction': 'Tanda tangani transaksi Bitcoin',
  Inputs: 'Input',
  Outputs: 'Output',
  'Signed by this wallet': 'Ditandatangani oleh dompet ini',
  'Back to this wallet': 'Kembali ke dompet ini',
  'the token': 'token',
  tokens: 'Token',
  mint: 'mint',
  freeze: 'pembekuan',
  'transfer fee config': 'konfigurasi biaya transfer',
  'withheld withdraw': 'penarikan biaya yang ditahan',
  'close mint': 'penutupan mint',
  'interest rate': 'suku bunga',
  'permanent delegate': 'delegasi permanen',
  'confidential transfer mint': 'mint transfer rahasia',
  'transfer hook program': 'program hook transfer',
  'confidential transfer fee config': 'konfigurasi biaya transfer rahasia',
  'metadata pointer': 'penunjuk metadata',
  'group pointer': 'penunjuk grup',
  'group member pointer': 'penunjuk anggota grup',
  'scaled UI amount': 'jumlah tampilan berskala',
  pause: 'jeda',
  'Send a transaction': 'Kirim transaksi',
  'Sign a transaction': 'Tanda tangani transaksi',
  'Sign a message': 'Tanda tangani pesan',
  'Sign typed data': 'Tanda tangani data bertipe',
  'Send calls': 'Kirim panggilan',
  'Send 1 call': 'Kirim 1 panggilan',
  'Send {count} calls': 'Kirim {count} panggilan',
  'Sign {type}': 'Tanda tangani {type}',
  'Call {index}': 'Panggilan {index}',
  'Call {index}: {heading}': 'Panggilan {index}: {heading}',
  Sends: 'Mengirim',
  Moves: 'Memindahkan',
  Allowance: 'Izin',
  Operator: 'Operator',
  'Creates a contract': 'Membuat kontrak',
  Request: 'Permintaan',
  Domain: 'Domain',
  Message: 'Pesan',
  'Token permit (EIP-2612)': 'Izin token (EIP-2612)',
  'Permit2 allowance': 'Izin Permit2',
  'Permit2 transfer': 'Transfer Permit2',
  Instructions: 'Instruksi',
  owner: 'pemilik',
  close: 'penutupan',
  'SOL transfer': 'Transfer SOL',
  '{action} (paid by {payer})': '{action} (dibayar oleh {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'Membuat akun {bytes} byte untuk program {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'Membuat akun {bytes} byte untuk program {program} (seed "{seed}" dari {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'Transfer SOL dari {from} (seed "{seed}" dari {base}, program {program})',
  'Hands the account to program {program}': 'Menyerahkan akun ke program {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'Menyerahkan akun (seed "{seed}" dari {base}) ke program {program}',
  'Gives the account {bytes} bytes of data': 'Memberi akun {bytes} byte data',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'Memberi akun {bytes} byte (seed "{seed}" dari {base}) dan menyerahkannya ke program {program}',
  'Advances the durable nonce of this account': 'Memajukan nonce tahan lama akun ini',
  'Withdraws SOL from nonce account {nonce}': 'Menarik SOL dari akun nonce {nonce}',
  'Makes this a nonce account of {authority}': 'Menjadikan ini akun nonce milik {authority}',
  'Becomes the authority of nonce account {nonce}': 'Menjadi otoritas akun nonce {nonce}',
  'Upgrades this nonce account': 'Meningkatkan akun nonce ini',
  'Token transfer of mint {mint} from {source}': 'Transfer token mint {mint} dari {source}',
  'Token transfer from {source}': 'Transfer token dari {source}',
  'May spend tokens of mint {mint} from {source}': 'Dapat membelanjakan token mint {mint} dari {source}',
  'May spend tokens from {source}': 'Dapat membelanjakan token dari {source}',
  'Burns tokens of mint {mint}': 'Membakar token mint {mint}',
  'Mints new tokens of mint {mint}': 'Mencetak token baru mint {mint}',
  'Becomes the {kind} authority of {account}': 'Menjadi otoritas {kind} {account}',
  'Removes the {kind} authority of this account for good':
    'Menghapus otoritas {kind} akun ini untuk selamanya',
  'Closes token account {account}; its SOL goes to this address':
    'Menutup akun token {account}; SOL-nya masuk ke alamat ini',
  'Cancels the allowance on this token account': 'Membatalkan izin pada akun token ini',
  'Freezes this token account of mint {mint}': 'Membekukan akun token mint {mint} ini',
  'Unfreezes this token account of mint {mint}': 'Mencairkan akun token mint {mint} ini',
  'Updates the wrapped SOL balance of this token account': 'Memperbarui saldo wrapped SOL akun token ini',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'Menyiapkan akun token mint {mint}, dimiliki oleh {owner}',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'Membuat mint dengan {decimals} desimal; otoritas mint {authority}, otoritas pembekuan {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'Membuat mint dengan {decimals} desimal; otoritas mint {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'Membuat akun token {wallet} untuk mint {mint}: instruksi sebelumnya membuatnya, tidak ada yang dibayar',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'Membuat akun token {wallet} untuk mint {mint}: akun sudah ada, tidak ada yang dibayar',
  'Creates the token account of {wallet} for mint {mint}': 'Membuat akun token {wallet} untuk mint {mint}',
  'Sets the compute limit to {units} units': 'Menetapkan batas komputasi ke {units} unit',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'Menetapkan biaya prioritas ke {price} mikro-lamport per unit komputasi',
  'Asks for a heap of {bytes} bytes': 'Meminta heap sebesar {bytes} byte',
  "Limits the accounts' data to {bytes} bytes": 'Membatasi data akun hingga {bytes} byte',
  'Memo: {memo}': 'Memo: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Memanggil program yang tidak dapat dibaca Foyer, dengan akun Anda: efeknya tidak diketahui, program ini dapat memindahkan dana apa pun milik Anda',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Memanggil program yang tidak dapat dibaca Foyer (akun Anda tidak diberikan kepadanya)',
  'A transaction Foyer cannot read': 'Transaksi yang tidak dapat dibaca Foyer',
  'Receives {name} from this wallet': 'Menerima {name} dari dompet ini',
  'Receives {name} taken from {from}': 'Menerima {name} yang diambil dari {from}',
  'May move token #{id} of this wallet’s {name}':
    'Dapat memindahkan token #{id} dari {name} milik dompet ini',
  'May spend this wallet’s {name}': 'Dapat membelanjakan {name} dompet ini',
  '{router} may spend this wallet’s {name}': '{router} dapat membelanjakan {name} dompet ini',
  '{action} (added to what it may already spend)':
    '{action} (ditambahkan ke yang sudah dapat dibelanjakannya)',
  'May move every token this wallet holds in {name} ({token})':
    'Dapat memindahkan setiap token yang dimiliki dompet ini di {name} ({token})',
  'May no longer move this wallet’s tokens in {name}':
    'Tidak dapat lagi memindahkan token dompet ini di {name}',
  'Receives token #{id} of {name} taken from {from}':
    'Menerima token #{id} dari {name} yang diambil dari {from}',
  'With {bytes} bytes of data for the receiver': 'Dengan {bytes} byte data untuk penerima',
  'Deploys {bytes} bytes of code': 'Men-deploy {bytes} byte kode',
  '{router} (declared by this network)': '{router} (dinyatakan oleh jaringan ini)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'Memanggil kontrak (belum diverifikasi): kontrak ini dapat memindahkan aset Anda yang mana pun · fungsi {selector}',
  'Token contract ({symbol})': 'Kontrak token ({symbol})',
  'Token contract': 'Kontrak token',
  'The Uniswap router': 'Router Uniswap',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'Chain tidak memberi tahu desimal token ini: unit mentah',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'Tukar tepat {paid} dengan berapa pun {token} (tanpa minimum: Anda mungkin tidak menerima apa pun)',
  'Swap exactly {paid} for at least {received}': 'Tukar tepat {paid} dengan setidaknya {received}',
  'Swap at most {paid} for exactly {received}': 'Tukar paling banyak {paid} dengan tepat {received}',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'Tukar paling banyak {paid} dengan tepat {received} (yang tidak terpakai kembali ke pengirim)',
  'Wraps the {symbol} paid ({token})': 'Membungkus {symbol} yang dibayar ({token})',
  'Pays {token}': 'Membayar {token}',
  'Unwrapped into {symbol} ({token})': 'Dibuka menjadi {symbol} ({token})',
  'Receives {token}': 'Menerima {token}',
  'Through {token}': 'Melalui {token}',
  'Receives {amount}: this wallet': 'Menerima {amount}: dompet ini',
  'Receives {amount}: NOT this wallet': 'Menerima {amount}: BUKAN dompet ini',
  'any amount of {token}': 'berapa pun {token}',
  'at least {amount}': 'setidaknya {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'Untuk token yang memotong biaya saat dipindahkan: batas diperiksa pada yang tiba',
  'No deadline: the router accepts it at any time, at whatever price then':
    'Tanpa tenggat: router menerimanya kapan saja, pada harga berapa pun saat itu',
  'Valid until {deadline}': 'Berlaku hingga {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'Dapat membelanjakan {name} dompet ini (token {token}), {until}',
  'no end date (0)': 'tanpa tanggal berakhir (0)',
  'never expires': 'tidak pernah kedaluwarsa',
  'until {date}': 'hingga {date}',
  '{amount} raw units': '{amount} unit mentah',
  'unlimited {token}': '{token} tanpa batas',
  'all tokens': 'semua token',
  none: 'tidak ada',
  'token #{id}': 'token #{id}',
  '{count} × token #{id}': '{count} × token #{id}',
  'at most {amount}': 'paling banyak {amount}',
  Unlimited: 'Tanpa batas',
  'Up to {amount}': 'Hingga {amount}',
  'Its rent (amount unknown: the mint has extensions)':
    'Sewanya (jumlah tidak diketahui: mint memiliki ekstensi)',
  'All of its SOL (amount unknown)': 'Semua SOL-nya (jumlah tidak diketahui)',
  'Amount unknown': 'Jumlah tidak diketahui',
} satisfies Dictionary
