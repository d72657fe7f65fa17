def classify(score):
    if score >= 90:
        grade = "A"
    elif score >= 75:
        grade = "B"
    elif score >= 60:
        grade = "C"
    return f"{score}: {grade}"


for s in [95, 80, 61]:
    print(classify(s))
print(classify(42))
