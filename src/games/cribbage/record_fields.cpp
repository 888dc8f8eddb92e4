#include "record_fields.hpp"

namespace parlor::cribbage::record_fields {

int target_of(LineFields& fields) {
    const int target = fields.integer("target", short_game_score, winning_score);
    if (!valid_target(target)) {
        fields.fail("\"target\" is " + std::to_string(target) + ", not 121 or 61");
    }
    return target;
}

void read_starter(LineFields& fields, Chance& chance) {
    if (fields.has("starter")) {
        chance.starter = card_of(fields, "starter", fields.text("starter"));
    }
}

} // namespace parlor::cribbage::record_fields
