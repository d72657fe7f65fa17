import io

text = "one\r\ntwo\rthree\nfour"
for nl in [None, "", "\n", "\r", "\r\n"]:
    s = io.StringIO(text, newline=nl)
    print(repr(nl), s.readlines())
    s.write("-5\n6")
    print("   ", repr(s.getvalue()))
print(io.StringIO().getvalue() == "", io.StringIO(None).getvalue() == "")
