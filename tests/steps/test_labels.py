from enum import StrEnum

from fhrtool.model import RuleOptions
from fhrtool.steps import labels


def _choice_types() -> set[type[StrEnum]]:
    return {
        field.annotation
        for field in RuleOptions.model_fields.values()
        if isinstance(field.annotation, type) and issubclass(field.annotation, StrEnum)
    }


def test_every_choice_of_every_table_rule_has_words_that_are_not_its_identifier() -> None:
    assert set(labels.OPTION_CHOICES) == _choice_types()
    for choice_type in _choice_types():
        assert set(labels.OPTION_CHOICES[choice_type]) == set(choice_type)
        for choice in choice_type:
            words = str(labels.option_choice(choice))
            assert words not in (choice.value, choice.value.replace("_", " "))


def test_equal_identifiers_of_different_rules_read_differently() -> None:
    from fhrtool.model.options import FumbleRule, QuickCap

    assert FumbleRule.NONE == QuickCap.NONE  # both are the string "none"
    assert str(labels.option_choice(FumbleRule.NONE)) == "never"
    assert str(labels.option_choice(QuickCap.NONE)) == "no limit"
