readings = {"sensor_a": [3.2, 4.8, 1.1], "sensor_b": [], "sensor_c": [9.9]}
for name, values in readings.items():
    print(name, "count", len(values))
print("peak a:", max(readings["sensor_a"]))
peaks = {}
for name, values in readings.items():
    peaks[name] = max(values)
    print("peak", name, peaks[name])
print(peaks)
