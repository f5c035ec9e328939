"""Tests of scripts/check-citations's pattern for documents outside the repository
(`make lint` runs them). Python 3's standard library only."""

import importlib.machinery
import importlib.util
import pathlib
import unittest

_PATH = pathlib.Path(__file__).resolve().parent.parent / "check-citations"
_LOADER = importlib.machinery.SourceFileLoader("check_citations", str(_PATH))
_SPEC = importlib.util.spec_from_loader("check_citations", _LOADER)
check_citations = importlib.util.module_from_spec(_SPEC)
_LOADER.exec_module(check_citations)


class OutsideCitationTests(unittest.TestCase):
    def test_a_seed_cited_alone_or_in_a_list_is_caught(self):
        for line in ["as Seed 002 says", "(seeds 003 and 004)", "starts child flows (seeds 001, 002)",
                     "see seeds/000.md", "the design.md of the project"]:
            with self.subTest(line=line):
                self.assertIsNotNone(check_citations.OUTSIDE.search(line))

    def test_other_numbers_and_words_are_not(self):
        for line in ["seeds the database with 103 works", "a seed of 1 for the stress run",
                     "Docs/Origins.md tells where each app comes from"]:
            with self.subTest(line=line):
                self.assertIsNone(check_citations.OUTSIDE.search(line))


if __name__ == "__main__":
    unittest.main()
