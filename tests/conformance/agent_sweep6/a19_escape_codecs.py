import json

# A tool returned text whose escapes were doubled on the way.
raw_tool_output = r"Status:\tOK\nItems:\n  - caf\u00e9 \u2615\n  - na\xefve\nPath: C:\\temp\\new"
print(raw_tool_output)
decoded = raw_tool_output.encode("latin-1").decode("unicode_escape")
print(decoded)
print(repr(decoded))

# The same text made safe for a log line, and back again.
for text in ["tab\there", "quote ' and \" stay", "snow \u2603 and \U0001F600", "bell\x07 del\x7f nbsp\xa0"]:
    esc = text.encode("unicode_escape")
    back = esc.decode("unicode_escape")
    raw = text.encode("raw_unicode_escape")
    print(esc, raw, back == text, raw.decode("raw_unicode_escape") == text)

print(b"\\101\\102\\103 \\x41\\x42 \\N{GREEK SMALL LETTER ALPHA} \\N{bullet}".decode("unicode_escape"))
print(b"keep \\q and \\\\ and line\\\ncontinued".decode("unicode_escape"))
print(r"\\u0041 \u0041 \\\u0041".encode().decode("raw_unicode_escape"))

for bad in [b"broken \\x4", b"short \\u12 tail", b"bad \\N{NO SUCH NAME}", b"ends with \\", b"huge \\U00110000"]:
    try:
        bad.decode("unicode_escape")
    except UnicodeDecodeError as e:
        print(f"UnicodeDecodeError: {e} | start={e.start} end={e.end}")
    print("  replace:", ascii(bad.decode("unicode_escape", errors="replace")))
    print("  ignore:", ascii(bad.decode("unicode_escape", "ignore")))
    print("  backslashreplace:", ascii(bad.decode("unicode_escape", "backslashreplace")))
try:
    b"\\u12".decode("raw_unicode_escape")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)

# Python 2 habits an agent may still try.
for attempt in ['"hello".encode("base64")', 'b"68656c6c6f".decode("hex")', '"uryyb".encode("rot13")', '"x".encode("klingon")']:
    try:
        if "base64" in attempt:
            "hello".encode("base64")
        elif "hex" in attempt:
            b"68656c6c6f".decode("hex")
        elif "rot13" in attempt:
            "uryyb".encode("rot13")
        else:
            "x".encode("klingon")
    except LookupError as e:
        print(f"{attempt} -> LookupError: {e}")
print(bytes.fromhex("68656c6c6f").decode(), json.loads('"caf\\u00e9"'))
