#pragma once
// The advice record's shared parts as JSON, for `parlor-cli advise --json` (docs/cli.md). Only
// libraries that link nlohmann_json include this; the record itself (advice.hpp) does not need it.

#include "parlor/cards/advice.hpp"

#include <nlohmann/json.hpp>

namespace parlor::cards {

inline nlohmann::ordered_json certainty_json(const Certainty& certainty) {
    nlohmann::ordered_json json{{"exact", certainty.exact},
                                {"samples", certainty.samples},
                                {"lead", certainty.lead},
                                {"spread", certainty.spread},
                                {"close_call", certainty.close_call}};
    if (certainty.close_call) {
        json["tie_rule"] = certainty.tie_rule;
    }
    return json;
}

} // namespace parlor::cards
