import json, statistics, textwrap, csv, io, difflib
from datetime import datetime, timedelta
from decimal import Decimal, InvalidOperation
from fractions import Fraction
def show(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, "!!", type(e).__name__ + ":", e)
show("dumps set", lambda: json.dumps({1, 2}))
show("loads None", lambda: json.loads(None))
show("loads int", lambda: json.loads(5))
show("dumps indent list", lambda: json.dumps([1], indent=[2]))
show("strptime extra", lambda: datetime.strptime("2024-01-01T", "%Y-%m-%d"))
show("strptime missing", lambda: datetime.strptime("2024-01", "%Y-%m-%d"))
show("strptime bad dir", lambda: datetime.strptime("2024", "%Q"))
show("strptime 12h", lambda: datetime.strptime("13PM", "%I%p"))
show("timedelta str", lambda: timedelta(days="1"))
show("fromisoformat int", lambda: datetime.fromisoformat(20240101))
show("decimal float op", lambda: Decimal("1.1") * 1.1)
show("decimal bad quantize", lambda: Decimal("1.5").quantize(1))
show("decimal from list", lambda: Decimal([1, 2]))
show("decimal invalid", lambda: Decimal("1,5"))
show("fraction float str", lambda: Fraction("1.5/2"))
show("fraction decimal", lambda: Fraction(Decimal("1.5")))
show("median str", lambda: statistics.median(["10", "9", "100"]))
show("wrap non str", lambda: textwrap.wrap(123))
show("csv reader int", lambda: list(csv.reader(5)))
show("csv writerow str", lambda: csv.writer(io.StringIO()).writerow(5))
show("csv writerow str2", lambda: csv.writer(io.StringIO()).writerow("abc"))
show("close none", lambda: difflib.get_close_matches("a", None))
show("cutoff", lambda: difflib.get_close_matches("a", ["a"], cutoff=2))
show("n zero", lambda: difflib.get_close_matches("a", ["a"], n=0))
