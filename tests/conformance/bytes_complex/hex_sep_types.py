# bytes.hex(sep, bytes_per_sep): sep must be a str or bytes of length 1.
for sep in [':', b':', bytearray(b':'), bytearray(b'::'), '::', b'', 5]:
    try:
        print(repr(sep), bytearray(b'\x01\x02\x03').hex(sep, 2))
    except (TypeError, ValueError) as e:
        print(repr(sep), type(e).__name__, e)
