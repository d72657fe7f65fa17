# Signing with digest names read from a settings file, in various cases.
import hmac
for n in ['SHA256', 'Sha1', 'SHA3_256', 'sha3_256', 'BLAKE2B', 'blake2b', 'shake_128', 'md5-sha1', 'SHA512_256', 'nope', 'sm3']:
    try: print(n, hmac.new(b'k', b'm', n).hexdigest()[:16], hmac.new(b'k', b'm', n).name)
    except Exception as e: print(n, type(e).__name__, e)
    try: print(n, hmac.digest(b'k', b'm', n).hex()[:16])
    except Exception as e: print(n, type(e).__name__, e)
