a = "a" "b"
b = "a" f"b"
c = f"a" "b"
d = "a" f"{b}" "c" f"{d}"
e = u"a" "b"
f = "a" u"b"
g = r"\a" "\a"
h = "" ""
i = ("first"
     "second"
     f"third {x}")
j = b"a" rb"\b"
k = "x" """y""" '''z'''
