# expect: budget
# args: --max-instructions 1000000 --max-memory 256M
# wall: 2
# The byte codecs hand a whole run of unencodable characters to the error
# handler at once: namereplace looks every name up and writes dozens of
# bytes for it, so the run is charged per character by the handler's
# cost (it was charged only the string's size before the run).
s = "\xe9" * 200_000
b = s.encode("ascii", "namereplace")
print("SANDBOX-ESCAPE: encoded", len(b))
