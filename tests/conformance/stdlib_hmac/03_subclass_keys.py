# Signing webhook payloads whose secrets and signatures arrive wrapped in
# small helper classes.
import hashlib
import hmac


class Secret(bytes):
    """Masks the secret when printed or converted."""

    def __bytes__(self):
        return b'********'

    def __len__(self):
        return 8

    def __repr__(self):
        return 'Secret(***)'


class Signature(str):
    def __eq__(self, other):
        return True

    __hash__ = str.__hash__

    def isascii(self):
        return True


def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)


secret = Secret(b'webhook-secret')
body = b'{"event": "push", "id": 17}'
attempt('sign', lambda: hmac.new(secret, body, hashlib.sha256).hexdigest())
attempt('sign plain', lambda: hmac.new(b'webhook-secret', body, hashlib.sha256).hexdigest())
attempt('one shot', lambda: hmac.digest(secret, body, 'sha1').hex())
attempt('long secret', lambda: hmac.new(Secret(b'x' * 100), body, 'md5').hexdigest())
attempt('bytes subclass equal', lambda: hmac.compare_digest(Secret(b'ab'), b'ab'))
attempt('bytes subclass differs', lambda: hmac.compare_digest(Secret(b'ab'), b'********'))
attempt('str subclass', lambda: hmac.compare_digest(Signature('abc'), 'abd'))
attempt('str subclass non-ascii', lambda: hmac.compare_digest(Signature('\xe9'), 'e'))
attempt('bytearray', lambda: hmac.compare_digest(bytearray(b'q'), b'q'))
