from datetime import date, datetime, time

for s in ["2024-03-05", "20240305", "2024-W10-2", "2024W102", "2024-W10", "2020-W53-7"]:
    print("date", s, "->", repr(date.fromisoformat(s)))
for s in ["2024-03-05T14:30", "2024-03-05 14:30:15.5", "2024-03-05T14:30:15,123456", "2024-03-05T14:30:15.1234567",
          "2024-03-05T14:30:15Z", "2024-03-05T14:30:15+05", "2024-03-05T14:30:15+0530", "2024-03-05T14:30:15-08:00",
          "2024-03-05T14:30:15+05:30:15.5", "20240305T143015", "2024-03-05T14", "2024-03-05T1430", "2024-03-05",
          "2024-W10-2T08:00", "2024-03-05T00:00:00-00:00", "2024-03-05T10.5", "2024-03-05 10:30:00.000+00:00"]:
    print("datetime", s, "->", repr(datetime.fromisoformat(s)))
for s in ["14:30", "T14:30:15", "1430", "14:30:15.250Z", "14:30:15-0300", "14"]:
    print("time", s, "->", repr(time.fromisoformat(s)))
for cls, s in [(date, "2024-3-5"), (date, "2024-03-05T10:00"), (date, "2024/03/05"), (datetime, "2024-03-05T"),
               (datetime, "2024-03-05T24:00"), (datetime, "2024-03-05T10:00:60"), (datetime, "2024-02-30"),
               (datetime, "2024-03-05T10:00+24:00"), (datetime, "2021-W53-1"), (datetime, "2024-03-05 10:00 "),
               (time, "10:0"), (time, "25:00"), (datetime, ""), (date, 20240305)]:
    try:
        print(repr(cls.fromisoformat(s)))
    except (ValueError, TypeError) as e:
        print(cls.__name__, type(e).__name__ + ":", e)
now = datetime(2024, 3, 5, 14, 30, 15, 123456)
print(datetime.fromisoformat(now.isoformat()) == now, datetime.fromisoformat(str(now)) == now)
