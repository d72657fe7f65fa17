"""The value encoding (docs/protocol.md, "Values"), without a server."""

import json
import math
import unittest

from smolvm import Repr
from smolvm.values import MAX_DEPTH, decode, dumps, encode, loads


def roundtrip(value):
    """Encode as the client sends, parse the JSON text, decode."""
    return decode(loads(dumps({"v": value}, ("v",)))["v"])


class EncodeTest(unittest.TestCase):
    def test_scalars(self):
        self.assertEqual(encode(None), None)
        self.assertIs(encode(True), True)
        self.assertEqual(encode(12), 12)
        self.assertEqual(encode("x"), "x")
        self.assertEqual(encode(1.5), 1.5)

    def test_tagged(self):
        self.assertEqual(encode((1, 2)), {"$tuple": [1, 2]})
        self.assertEqual(encode({3}), {"$set": [3]})
        self.assertEqual(encode(frozenset([4])), {"$frozenset": [4]})
        self.assertEqual(encode(b"\x00\xff"), {"$bytes": "AP8="})
        self.assertEqual(encode({1: "a"}), {"$dict": [[1, "a"]]})
        self.assertEqual(encode(float("nan")), {"$float": "nan"})
        self.assertEqual(encode(float("inf")), {"$float": "inf"})
        self.assertEqual(encode(float("-inf")), {"$float": "-inf"})

    def test_dollar_key_is_sent_as_pairs(self):
        self.assertEqual(encode({"$tuple": [1]}), {"$dict": [["$tuple", [1]]]})
        # Two keys cannot be taken for a tagged value.
        self.assertEqual(encode({"$a": 1, "b": 2}), {"$a": 1, "b": 2})

    def test_mixed_keys_keep_order(self):
        self.assertEqual(encode({"a": 1, 2: 3}), {"$dict": [["a", 1], [2, 3]]})

    def test_float_text_has_fraction_or_exponent(self):
        text = dumps({"v": [2.0, -0.0, 1e100, 5e-324]}, ("v",))
        self.assertEqual(text, '{"v":[2.0,-0.0,1e+100,5e-324]}')

    def test_unsupported_types(self):
        for bad in (object(), len, 1j, bytearray(b"x"), range(3), Ellipsis, [object()], {"k": object()}):
            with self.assertRaises(TypeError, msg=repr(bad)):
                encode(bad)
            with self.assertRaises(TypeError):
                dumps({"v": bad}, ("v",))

    def test_self_containing(self):
        a = [1]
        a.append(a)
        with self.assertRaises(ValueError):
            encode(a)
        d = {}
        d["d"] = d
        with self.assertRaises(ValueError):
            encode(d)

    def test_shared_but_not_cyclic_is_fine(self):
        shared = [1, 2]
        self.assertEqual(encode([shared, shared]), [[1, 2], [1, 2]])

    def test_depth(self):
        v = 0
        for _ in range(MAX_DEPTH):
            v = [v]
        encode(v)
        with self.assertRaises(ValueError):
            encode([v])

    def test_subclasses_cross_as_their_base(self):
        import collections
        Point = collections.namedtuple("Point", "x y")
        self.assertEqual(encode(Point(1, 2)), {"$tuple": [1, 2]})
        self.assertEqual(encode(collections.OrderedDict(a=1)), {"a": 1})
        self.assertEqual(encode(Repr("<f>")), "<f>")
        self.assertIs(type(encode(Repr("<f>"))), str)

    def test_lone_surrogate_is_not_sent(self):
        # smolvm refuses them coming in (docs/protocol.md); they come out
        # as escapes, which decode.
        with self.assertRaises(ValueError):
            dumps({"v": ["a\udc80b"]}, ("v",))
        self.assertEqual(decode(loads('["a\\udc80b"]')), ["a\udc80b"])
        # A surrogate pair written as two code points is two lone surrogates.
        with self.assertRaises(ValueError):
            dumps({"v": "\ud83d\ude00"}, ("v",))

    def test_non_ascii_stays_utf8(self):
        self.assertEqual(dumps({"v": "é😀"}, ("v",)), '{"v":"é😀"}')

    def test_json_text_is_one_line(self):
        self.assertNotIn("\n", dumps({"v": "a\nb\u2028c"}, ("v",)))


class DecodeTest(unittest.TestCase):
    def test_tagged(self):
        self.assertEqual(decode({"$tuple": [1, {"$set": [2]}]}), (1, {2}))
        self.assertEqual(decode({"$frozenset": [1]}), frozenset([1]))
        self.assertEqual(decode({"$bytes": "AP8="}), b"\x00\xff")
        self.assertEqual(decode({"$dict": [[{"$tuple": [1, 2]}, "x"]]}), {(1, 2): "x"})
        self.assertTrue(math.isnan(decode({"$float": "nan"})))
        self.assertEqual(decode({"$float": "-inf"}), -math.inf)

    def test_repr(self):
        r = decode({"$repr": "<function f at 0x1>"})
        self.assertIsInstance(r, Repr)
        self.assertIsInstance(r, str)
        self.assertEqual(r, "<function f at 0x1>")
        self.assertEqual(repr([r]), "[<function f at 0x1>]")

    def test_plain_objects(self):
        self.assertEqual(decode({"a": [1, {"b": None}]}), {"a": [1, {"b": None}]})
        self.assertEqual(decode({"$a": 1, "$b": 2}), {"$a": 1, "$b": 2})
        self.assertEqual(decode({}), {})

    def test_malformed(self):
        for bad in ({"$float": "NaN"}, {"$float": 1.0}, {"$bytes": "@@@"}, {"$bytes": 3},
                    {"$tuple": 3}, {"$dict": [[1]]}, {"$dict": [1]}, {"$set": [[1]]},
                    {"$dict": [[[1], 2]]}, {"$what": []}, {"$repr": 5}):
            with self.assertRaises(ValueError, msg=repr(bad)):
                decode(bad)

    def test_json_constants_refused(self):
        for text in ('{"v": NaN}', '{"v": Infinity}', '{"v": -Infinity}'):
            with self.assertRaises(ValueError):
                loads(text)

    def test_deep_nesting_is_an_error_not_a_crash(self):
        with self.assertRaises(ValueError):
            loads("[" * 100000 + "]" * 100000)
        deep = "[" * 500 + "]" * 500
        with self.assertRaises(ValueError):
            decode(loads(deep))


class RoundTripTest(unittest.TestCase):
    def test_values(self):
        values = [
            None, True, False, 0, -1, 2 ** 63, -(2 ** 64) - 1, 1.5, -0.0, 1e300, "",
            "text é 😀", "\x00", [], [1, [2, [3]]], (), (1,), {}, {"a": 1}, {1: 2, "a": 3},
            {(1, 2): frozenset([3])}, {"$k": 1}, set(), {1, 2, 3}, frozenset(), b"", bytes(range(256)),
            {None: 1, True: 2, 1.5: 3, b"k": 4},
        ]
        for v in values:
            back = roundtrip(v)
            self.assertEqual(back, v, msg=repr(v))
            self.assertIs(type(back), type(v), msg=repr(v))

    def test_negative_zero(self):
        self.assertEqual(math.copysign(1.0, roundtrip(-0.0)), -1.0)

    def test_non_finite(self):
        self.assertTrue(math.isnan(roundtrip(float("nan"))))
        self.assertEqual(roundtrip([float("inf"), float("-inf")]), [math.inf, -math.inf])

    def test_big_ints(self):
        for v in (10 ** 4299, 10 ** 4300, -(10 ** 5000) - 7, 7 ** 30000, 3 ** 200000):
            self.assertEqual(roundtrip(v), v)
            self.assertEqual(roundtrip([v, (v,)]), [v, (v,)])

    def test_big_int_text_is_plain_digits(self):
        v = 10 ** 5000 + 1
        text = dumps({"v": v}, ("v",))
        self.assertTrue(text.startswith('{"v":1000'))
        self.assertTrue(text.endswith('0001}'))
        self.assertEqual(len(text), len('{"v":}') + 5001)
        self.assertEqual(json.loads(text[5:-1][:10]), 1000000000)

    def test_bigint_marker_in_a_string_is_left_alone(self):
        v = ["\x00int:x:0\x00", 10 ** 5000]
        self.assertEqual(roundtrip(v), v)

    def test_too_many_digits_arrive_as_repr(self):
        from smolvm import values
        digits = "9" * (values.MAX_DECODE_DIGITS + 1)
        v = loads("[" + digits + "]")[0]
        self.assertIsInstance(v, Repr)
        self.assertEqual(v, digits)

    def test_int_too_large_to_send(self):
        with self.assertRaises(ValueError):
            dumps({"v": 1 << 2000000}, ("v",))

    def test_set_request_vars(self):
        text = dumps({"op": "set", "vars": {"a": (1,), "b": {2}}}, ("vars",))
        self.assertEqual(json.loads(text), {"op": "set", "vars": {"a": {"$tuple": [1]}, "b": {"$set": [2]}}})


if __name__ == "__main__":
    unittest.main()
