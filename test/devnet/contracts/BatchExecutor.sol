// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title BatchExecutor
/// @notice The code a test wallet's account delegates to (EIP-7702) to run a batch of calls
/// atomically: one transaction the account sends to itself, which runs every call in order and
/// reverts all of them when one fails (an approval never stays behind a swap that failed).
/// @dev Only the account itself may ask: with the code delegated, `address(this)` is the account,
/// and a transaction it signed to itself arrives with `msg.sender == address(this)`. Anyone else
/// calling the account's `execute` would spend its tokens, so they are refused.
contract BatchExecutor {
    /// @notice One call of a batch: the contract, the coin sent with it and its calldata.
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    /// @notice Someone other than the account itself asked to run a batch.
    error Unauthorised(address caller);

    /// @notice The call at `index` failed; `reason` is its revert data. Nothing of the batch stays.
    error CallFailed(uint256 index, bytes reason);

    /// @notice Runs `calls` in order from the account, all or none.
    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert Unauthorised(msg.sender);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory reason) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, reason);
        }
    }

    /// @notice The account still receives the coin (a swap for ETH pays it out to the account).
    receive() external payable {}
}
