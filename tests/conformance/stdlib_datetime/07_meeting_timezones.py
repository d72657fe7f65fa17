from datetime import datetime, timedelta, timezone

offices = {
    "London": timezone(timedelta(0), "GMT"),
    "Berlin": timezone(timedelta(hours=1), "CET"),
    "New York": timezone(timedelta(hours=-5), "EST"),
    "Mumbai": timezone(timedelta(hours=5, minutes=30), "IST"),
    "Tokyo": timezone(timedelta(hours=9)),
    "Adelaide": timezone(timedelta(hours=10, minutes=30)),
}

meeting = datetime(2024, 3, 5, 15, 0, tzinfo=offices["Berlin"])
print("Meeting:", meeting.isoformat(), repr(meeting))
for city, tz in offices.items():
    local = meeting.astimezone(tz)
    flag = " (outside 8-18)" if not 8 <= local.hour < 18 else ""
    print(f"{city:9} {local:%a %H:%M} {local.tzname():>10} {local.utcoffset()}{flag}")

utc = meeting.astimezone(timezone.utc)
print("UTC:", utc, utc.tzinfo, repr(utc.tzinfo))
print(meeting == utc, meeting - utc, hash(meeting) == hash(utc))
tokyo = meeting.astimezone(offices["Tokyo"])
print(tokyo.date(), tokyo.timetz(), tokyo.time())
print(sorted([tokyo, utc, meeting.astimezone(offices["New York"])])[0].tzname())
print(datetime(2024, 3, 5, 23, 30, tzinfo=offices["New York"]).astimezone(offices["Mumbai"]).strftime("%Y-%m-%d %H:%M %Z %z"))
