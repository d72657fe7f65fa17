LOG = """\
2024-01-01 INFO start
2024-01-01 ERROR disk full
2024-01-02 WARN slow response
2024-01-02 ERROR timeout
2024-01-03 INFO stop"""


def lines(text):
    for line in text.splitlines():
        yield line


def parse(rows):
    for row in rows:
        date, level, msg = row.split(" ", 2)
        yield {"date": date, "level": level, "msg": msg}


def only(level, records):
    for rec in records:
        if rec["level"] == level:
            yield rec


for rec in only("ERROR", parse(lines(LOG))):
    print(rec["date"], rec["msg"])
print(sum(1 for _ in only("INFO", parse(lines(LOG)))))
