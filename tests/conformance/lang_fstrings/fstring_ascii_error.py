labels = {"mon": "lundi", "tue": "mardi", "wed": "mercredi"}
for k, v in labels.items():
    print(f"{k}: {v!a}")
accents = ["é", "ñ", "ü"]
print(f"{accents!a}")
joined = "".join(accents)
print(f"{joined!a} has {len(joined)} chars")
print(f"{labels!a}")
day = "thu"
print(f"{day}: {labels[day]!a}")
