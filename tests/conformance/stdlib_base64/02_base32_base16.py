import base64
import binascii

for word in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar"]:
    e32 = base64.b32encode(word)
    e16 = base64.b16encode(word)
    print(word, e32, base64.b32decode(e32), e16, base64.b16decode(e16), base64.b32hexencode(word))
print(base64.b32decode("mzxw6===", casefold=True))
print(base64.b32decode("MZXW6Y1B", map01="L") if False else base64.b32hexdecode("CPNMU==="))
print(base64.b16decode("cafe", casefold=True), base64.b16encode(b"\xca\xfe"))
print(binascii.hexlify(b"\x00\xffab"), binascii.unhexlify("00ff6162"), binascii.hexlify(b"abc", "-"))
print(binascii.b2a_base64(b"hi"), binascii.a2b_base64(b"aGk="), binascii.crc32(b"hello world"), binascii.crc32(b"world", binascii.crc32(b"hello ")))
