import base64
import binascii

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except binascii.Error as e:
        print(label, "-> binascii.Error:", e)
    except (TypeError, ValueError) as e:
        print(label, "->", type(e).__name__ + ":", e)

attempt("missing padding", lambda: base64.b64decode("YWJj ZA"))
attempt("one extra char", lambda: base64.b64decode("YWJjZ"))
attempt("junk ignored", lambda: base64.b64decode("YW!Jj"))
attempt("junk strict", lambda: base64.b64decode("YW!J", validate=True))
attempt("stop at padding", lambda: base64.b64decode("YQ==YQ=="))
attempt("encode str", lambda: base64.b64encode("text"))
attempt("decode int", lambda: base64.b64decode(42))
attempt("non-ascii", lambda: base64.b64decode("héllo"))
attempt("b32 length", lambda: base64.b32decode("MZXW6"))
attempt("b32 digit", lambda: base64.b32decode("MZXW6!=="))
attempt("b32 lowercase", lambda: base64.b32decode("mzxw6==="))
attempt("b16 lowercase", lambda: base64.b16decode("cafe"))
attempt("b16 odd", lambda: base64.b16decode("CAF"))
attempt("unhexlify", lambda: binascii.unhexlify("zz"))
print(issubclass(binascii.Error, ValueError))
