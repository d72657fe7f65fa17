data = "temp: 21.5C, humidity: 40%, pressure: 1013hPa, wind: -3.2km/h"
values = {}
for part in data.split(","):
    key, _, raw = part.partition(":")
    raw = raw.strip()
    num = ""
    for ch in raw:
        if ch.isdigit() or ch in ".-":
            num += ch
        else:
            break
    values[key.strip()] = float(num)
print(values)
print(sum(values.values()))
print(int("0042"), float("3."), float(".25"))
