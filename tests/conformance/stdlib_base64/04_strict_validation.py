import base64
import binascii

cases = ["ab=c", "abc=d", "ab==c", "ab=", "a=bc", "=abc", "abcd=", "abcd==", "ab=!", "abc=\n",
         "ab = =", "YWJj=ZA==", "pdr6=", "pdr6==x", "abcd=e", "YWJjZA==", "YWJjZA", "YWJjZ"]
for s in cases:
    for validate in (False, True):
        try:
            result = base64.b64decode(s, validate=validate)
        except binascii.Error as e:
            result = "Error: %s" % e
        print(repr(s), validate, result)
