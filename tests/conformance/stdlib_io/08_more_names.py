import io
import csv
import types
import binascii
import base64
import difflib
import calendar
import uuid
from urllib.parse import DefragResult, urldefrag

print(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END, isinstance(io.BytesIO(), io.RawIOBase))
print(csv.__version__, csv.__doc__ is not None, csv.excel.delimiter, csv.unix_dialect.lineterminator == "\n")
print(isinstance(len, types.BuiltinMethodType), isinstance(..., types.EllipsisType), isinstance(NotImplemented, types.NotImplementedType))
meta, ns, kw = types.prepare_class("X", (), {"metaclass": type})
print(meta, ns, kw)
print(binascii.b2a_hex(b"\x01\x02"), binascii.a2b_hex("0102"), issubclass(binascii.Incomplete, Exception))
src = io.BytesIO(b"binary payload " * 6)
dst = io.BytesIO()
base64.encode(src, dst)
print(dst.getvalue())
back = io.BytesIO()
base64.decode(io.BytesIO(dst.getvalue()), back)
print(back.getvalue())
m = difflib.SequenceMatcher(None, "abcd", "bcde").find_longest_match(0, 4, 0, 4)
print(m, m == difflib.Match(1, 0, 3))
print(b"".join(difflib.diff_bytes(difflib.unified_diff, [b"a\n", b"b\n"], [b"a\n", b"c\n"])))
d = urldefrag("http://x/y#z")
print(isinstance(d, DefragResult), d.geturl())
print(calendar.TUESDAY, calendar.WEDNESDAY, calendar.THURSDAY, calendar.SATURDAY)
print(issubclass(calendar.IllegalMonthError, ValueError), issubclass(calendar.IllegalWeekdayError, ValueError))
calendar.prcal(2023, m=4)
print(uuid.NAMESPACE_OID, uuid.NAMESPACE_X500, uuid.RESERVED_NCS, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE)
print(uuid.UUID(int=0).variant, uuid.UUID(int=0xe << 60 << 4).variant)
