def parse_date(text):
    year, month, day = text.split("-")
    return int(year), int(month), int(day)


print(parse_date("2024-02-29"))
print(parse_date("1999-12-31"))
print(parse_date("2024-06"))
