# Unpack (name, score) pairs; one row has three fields.
rows = [("ana", 90), ("bo", 75), ("cy", 60, "extra")]
for name, score in rows:
    print(f"{name}: {score}")
