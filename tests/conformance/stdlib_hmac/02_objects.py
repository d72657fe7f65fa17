# The HMAC class directly, and the module's translation tables.
import hmac
import hashlib

mac = hmac.HMAC(b"key", b"first part", digestmod=hashlib.sha384)
mac.update(b" second part")
print(type(mac).__name__, mac.name, mac.digest_size, mac.block_size, mac.hexdigest()[:40])
print(hmac.digest_size, len(hmac.trans_5C), len(hmac.trans_36), hmac.trans_5C[:4], hmac.trans_36[-3:])
print(hmac.HMAC.blocksize, hmac.HMAC(b"", digestmod="md5").hexdigest())
