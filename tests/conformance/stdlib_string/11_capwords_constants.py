# Clean up headings and classify characters with the string constants.
import string

headings = ["quarterly sales report", "  the   q3   outlook ", "north-east region", "o'brien & sons"]
for h in headings:
    print(repr(string.capwords(h)), repr(string.capwords(h, "-")))

password = "Tr0ub4dor&3!"
print({
    "lower": sum(c in string.ascii_lowercase for c in password),
    "upper": sum(c in string.ascii_uppercase for c in password),
    "digits": sum(c in string.digits for c in password),
    "punct": sum(c in string.punctuation for c in password),
})
print(len(string.printable), repr(string.whitespace), string.hexdigits, string.octdigits)
table = str.maketrans("", "", string.punctuation)
print("Hello, world! (v2.0)".translate(table))
