import re
lines = ["temp=21.5C", "humidity: 40%", "temp=19C", "noise", "pressure=1013hPa", "temp=-2.5C"]
temps = [float(m.group(1)) for line in lines if (m := re.fullmatch(r"temp=(-?\d+(?:\.\d+)?)C", line))]
print(temps, f"avg {sum(temps) / len(temps):.2f}")
readings = {}
for line in lines:
    if (m := re.match(r"(\w+)[=:]\s*(-?[\d.]+)(\S*)", line)) is None:
        print("skip:", line)
        continue
    key, val, unit = m.groups()
    readings.setdefault(key, []).append((float(val), unit))
print(readings)
data = [5, 12, 7, 30, 2]
if (n := len(data)) > 3:
    print(f"{n} values, max {(mx := max(data))}, others {[d for d in data if d != mx]}")
total = 0
print([total := total + d for d in data], total)
