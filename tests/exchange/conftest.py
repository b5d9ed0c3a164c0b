"""Fixtures of the exchange tests: the sample characters as sheets and in a campaign."""

import pytest

from fhrtool.model import Campaign, Character, Sheet

from .samples import (
    ANXIETY,
    CATALOGUE,
    GET_ALONG,
    HOSTILE_EMOTION,
    JEALOUSY,
    OLD_TIES,
    ONE_SIDED,
    make_alice,
    make_hostile,
)


@pytest.fixture
def alice() -> Character:
    return make_alice()


@pytest.fixture
def alice_sheet() -> Sheet:
    return Sheet(character=make_alice(), emotions=(GET_ALONG, OLD_TIES, ONE_SIDED, ANXIETY))


@pytest.fixture
def hostile_sheet() -> Sheet:
    return Sheet(character=make_hostile(), emotions=(HOSTILE_EMOTION, JEALOUSY))


@pytest.fixture
def campaign() -> Campaign:
    return Campaign(
        name="Test campaign",
        characters=(make_alice(), Character(id="bob", name="Bob", life=2, will=2)),
        emotions=CATALOGUE,
    )
