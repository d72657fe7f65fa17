x = b"a" f"b"
