# Dict displays: repeated keys, keys of several types, keys whose hash or
# equality is user code, and displays too big for a small table.
a = {"x": 1, "y": 2, "x": 3}
print(a, len(a))
b = {1: "int", 1.0: "float", True: "bool", "1": "str", (1,): "tuple", None: "none"}
print(b)
print({0: "a", False: "b", 0.0: "c", -0.0: "d"})
calls = []


class Key:
    def __init__(self, name, h):
        self.name = name
        self.h = h

    def __hash__(self):
        calls.append("hash " + self.name)
        return self.h

    def __eq__(self, other):
        calls.append("eq " + self.name)
        return isinstance(other, Key) and other.h == self.h

    def __repr__(self):
        return "Key(" + self.name + ")"


d = {Key("p", 1): 1, Key("q", 2): 2, Key("r", 1): 3, "s": 4}
print(d, calls)


class Bad:
    def __hash__(self):
        raise ValueError("no hash for you")


try:
    e = {"a": 1, Bad(): 2}
except ValueError as err:
    print("ValueError:", err)
try:
    e = {"a": 1, [1]: 2}
except TypeError as err:
    print("TypeError:", err)

big = {"k0": 0, "k1": 1, "k2": 2, "k3": 3, "k4": 4, "k5": 5, "k6": 6, "k7": 7, "k8": 8, "k9": 9,
       "k10": 10, "k11": 11, "k12": 12, "k13": 13, "k14": 14, "k15": 15, "k16": 16, "k17": 17,
       "k18": 18, "k19": 19, "k20": 20, "k21": 21, "k22": 22, "k23": 23, "k24": 24, "k25": 25,
       "k26": 26, "k27": 27, "k28": 28, "k29": 29, "k30": 30, "k31": 31, "k32": 32, "k33": 33,
       "k34": 34, "k35": 35, "k36": 36, "k37": 37, "k38": 38, "k39": 39, "k40": 40, "k41": 41,
       "k42": 42, "k43": 43, "k44": 44, "k45": 45, "k46": 46, "k47": 47, "k48": 48, "k49": 49,
       "k50": 50, "k51": 51, "k52": 52, "k53": 53, "k54": 54, "k55": 55, "k56": 56, "k57": 57,
       "k58": 58, "k59": 59, "k60": 60, "k61": 61, "k62": 62, "k63": 63, "k64": 64, "k65": 65,
       "k66": 66, "k67": 67, "k68": 68, "k69": 69, "k70": 70, "k71": 71, "k72": 72, "k73": 73,
       "k74": 74, "k75": 75, "k76": 76, "k77": 77, "k78": 78, "k79": 79, "k80": 80, "k81": 81,
       "k82": 82, "k83": 83, "k84": 84, "k85": 85, "k86": 86, "k87": 87, "k88": 88, "k89": 89,
       "k0": -1}
print(len(big), big["k0"], big["k89"], list(big)[:3], sum(big.values()))
big["new"] = 1
print(len(big), list(big)[-2:])
records = [{"id": i, "name": "n%d" % i, "tags": {"a": i, "b": -i}} for i in range(3)]
records[1]["id"] = 10
print(records)
