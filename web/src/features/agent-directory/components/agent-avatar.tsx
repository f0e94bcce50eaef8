import { Avatar, type AvatarProps } from '@fluentui/react-components';
import { agentInitials, type AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { smallPictureUrl } from '../../../lib/media/small-picture-url.ts';

/** An agent's photo from the media library, or their initials on a colour chosen from their slug. */
export function AgentAvatar({ agent, size }: { agent: Pick<AgentProfile, 'slug' | 'name' | 'photo'>; size: AvatarProps['size'] }) {
  const { cdnPrefix } = useRuntimeConfig();
  return (
    <Avatar
      size={size}
      color="colorful"
      idForColor={agent.slug}
      initials={agentInitials(agent.name)}
      // The name is next to the avatar: the picture itself adds nothing for a screen reader.
      aria-hidden="true"
      image={agent.photo ? { src: smallPictureUrl(agent.photo, cdnPrefix), alt: '' } : undefined}
    />
  );
}
