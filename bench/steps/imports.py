import collections, re, json
